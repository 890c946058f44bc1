// The demo accounts' sign-in, shown in the README and used by the end-to-end tests.
export const demoPassword = 'Welcome2026';

export const demoEmails = {
  student: 'student@demo.test',
  unverified: 'unverified@demo.test',
  studentCoach: 'student.coach@demo.test',
  coach: 'coach@demo.test',
} as const;
