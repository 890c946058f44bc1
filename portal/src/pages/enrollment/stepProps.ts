import type { EnrollmentApplication, Envelope, Student } from '@hci/api-schema';
import type { EnrollmentStep } from './steps';

/** What every step receives from the flow. */
export interface StepProps {
  /** The draft as the server holds it; undefined before the first step is saved. */
  draft: EnrollmentApplication | undefined;
  /** The agreement sent for the draft's plan, once it has one. */
  agreement: Envelope | undefined;
  student: Student;
  /** The promo code the student arrived with (`?promo=`), if any. */
  promoCode: string | undefined;
  goTo: (step: EnrollmentStep) => void;
}
