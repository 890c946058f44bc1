// The sign-in form's error summary, in a chunk of its own: the first page loads without it, and
// it comes as soon as someone starts on the form (see SignInPage).
export { ErrorSummary as default } from '@hci/design-system';
