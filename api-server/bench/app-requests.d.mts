/** The portal's hot reads for one student, as its client sends them. */
export function appReads(ids: {
  studentId: number;
  courseId: number;
  paymentPlanId: number;
}): Promise<
  { name: string; method: string; path: string; headers: Record<string, string>; body?: string }[]
>;
