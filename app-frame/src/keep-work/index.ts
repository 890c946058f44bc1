// Keeping a person's work, what the pages use of it: a form's part in the question before leaving
// with unsaved changes and in the copy an idle sign-out keeps, and the offer to restore that copy.
// The warning and the question themselves are AppRoot's.
export { KeptWorkOffer } from './KeptWorkOffer';
export { confirmLeave } from './unsavedForms';
export { useKeepWork, type KeepableForm, type KeptWorkChoice } from './useKeepWork';
