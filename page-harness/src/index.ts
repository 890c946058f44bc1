// The reference API inside the page, for page stories and the apps' page tests, and the
// arrangements that put its demo world in a state.
export {
  advanceApiClock,
  arrangementOf,
  forwardToReferenceApi,
  mailedPath,
  newApplicant,
  newCoach,
  openMailedVerificationLink,
  seededReferenceApi,
  startedReferenceApi,
  type Arrangement,
  type DemoArrangement,
  type DemoSignIn,
  type ReferenceApi,
} from './referenceApi';
export { applicationDraft, type DraftSteps } from './arrange/enrollment';
export {
  bookedTestCall,
  coachHours,
  freeTimes,
  hadTestCall,
  noWeeklyHours,
  productIdOf,
} from './arrange/bookings';
export { behindOnPayments, decliningCard, savedVisa } from './arrange/payments';
export { coachPictures, photoAndCover } from './arrange/coach-pictures';
export { paymentInProgress } from './arrange/payment-in-progress';
export { submittedApplication } from './arrange/advisor';
