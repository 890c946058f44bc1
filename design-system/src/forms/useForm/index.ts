export {
  fieldIdOf,
  useForm,
  type FieldBinding,
  type FormIssue,
  type UseFormOptions,
  type UseFormResult,
} from './useForm';
export { serverErrorOf, type ServerError, type ServerFieldError } from './serverError';
