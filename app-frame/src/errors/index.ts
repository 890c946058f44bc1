export { errorMessage, errorMessageOf, isErrorKey } from './errorMessage';
export { errorMessages } from './errorMessages';
export { useErrorMessage } from './useErrorMessage';
export { useErrorMessageOf } from './useErrorMessageOf';
