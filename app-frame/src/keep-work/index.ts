// Keeping a person's work: the warning before the idle sign-out, the question before leaving a
// form with unsaved changes, and the offer to restore what an idle sign-out kept.
export { IdleWarning } from './IdleWarning';
export { KeptWorkOffer } from './KeptWorkOffer';
export { LeaveGuard } from './LeaveGuard';
export { confirmLeave } from './unsavedForms';
export { WhenSignedIn } from './WhenSignedIn';
export { useKeepWork, type KeepableForm, type KeptWorkChoice } from './useKeepWork';
