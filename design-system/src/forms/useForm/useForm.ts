// The form hook. Errors stay hidden until the first submit, then follow every change, so a user
// sees them disappear as they fix them. An invalid submit focuses the first invalid field, or the
// error summary on long forms. Server errors land on a field when their key names one, else in
// `onServerError` (a toast), or, on a form with an error summary and no `onServerError`, at the
// top of the summary, which takes focus.
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type MessageValue, type ValidationMessageName, validationMessages } from '@hci/validation';
import { validateForm } from '../validation/formIssues';
import { toast } from '../../Toast/toastQueue';
import { serverErrorOf, type ServerError, type ServerFieldError } from './serverError';
import {
  useServerErrorMessage,
  useServerErrorMessageLoader,
  type ServerErrorMessage,
} from '../../i18n/serverErrorMessage';

type Values = Record<string, unknown>;

/** A form's schema: zod's (the kit's builders) or `textFields`; it validates synchronously. */
type Schema = StandardSchemaV1<unknown, Values>;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

export interface UseFormOptions<S extends Schema> {
  schema: S;
  initialValues: Output<S>;
  onSubmit: (values: Output<S>) => void | Promise<void>;
  /** Server error keys that concern one field (`invalidCurrentPassword` → `currentPassword`). */
  serverErrorFields?: Readonly<Record<string, string>>;
  /**
   * Server errors that concern no field: show them in a toast, and return its key (what
   * `toast.critical` returns) so the form closes it when submitted again; an old failure must not
   * stay on screen after a retry that works.
   */
  onServerError?: (message: string, error: ServerError) => string | void;
  /**
   * An error summary takes focus on an invalid submit; without `onServerError`, server errors
   * that concern no field are listed in it too.
   */
  errorSummary?: boolean;
  /**
   * The messages of rules the API may name beyond the design system's own, by rule name: a field
   * the API refuses with one of them shows it, instead of "This field is not valid".
   */
  ruleMessages?: Readonly<Record<string, MessageDescriptor>>;
  /** Prefix of the fields' ids (default: a generated one). */
  id?: string;
}

export interface FormIssue {
  path: string;
  /** The id of the control the summary links to. */
  fieldId: string;
  message: string;
}

interface PendingIssue {
  message: MessageDescriptor;
  values?: Record<string, MessageValue>;
}

export interface FieldBinding<V> {
  id: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  errorMessage?: string;
}

export interface UseFormResult<T extends Values> {
  values: T;
  setValue: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** Props for the field that edits `name`. */
  field: <K extends keyof T & string>(name: K) => FieldBinding<T[K]>;
  /** Messages of the parts of a group (`address` → `{ city: '…' }`). */
  errorsUnder: (name: keyof T & string) => Record<string, string>;
  /** Visible errors in field order. */
  issues: readonly FormIssue[];
  formProps: {
    id: string;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    ref: Ref<HTMLFormElement>;
  };
  /** For `<ErrorSummary>` (only filled when the form asked for a summary). */
  summaryProps: {
    issues: readonly FormIssue[];
    problems: readonly string[];
    ref: Ref<HTMLDivElement>;
  };
  isSubmitting: boolean;
  /** Whether the values differ from the last saved (or reset) ones. */
  isDirty: boolean;
  /** Replaces every value (a restored draft); what counts as saved stays as it was. */
  setValues: (values: T) => void;
  /** Applies an API error to the form (done for errors `onSubmit` throws). */
  applyServerError: (error: ServerError) => void;
  reset: (values?: T) => void;
}

/**
 * Where a field the API names sits in the form: from the first segment the form has a field of
 * (`personalInfo.firstName` → `firstName`, `address.city` stays), else the path as it is.
 */
function formPathOf(apiPath: string, fieldNames: readonly string[]): string {
  const segments = apiPath.split('.');
  const start = segments.findIndex((segment) => fieldNames.includes(segment));
  return start < 0 ? apiPath : segments.slice(start).join('.');
}

/** A broken field rule shows the rule's own message; any other refusal, that the field is invalid. */
function fieldIssueOf(
  { rule, values }: ServerFieldError,
  ruleMessages: Readonly<Record<string, MessageDescriptor>>,
): PendingIssue {
  const message =
    rule === undefined
      ? undefined
      : Object.hasOwn(ruleMessages, rule)
        ? ruleMessages[rule]
        : Object.hasOwn(validationMessages, rule)
          ? validationMessages[rule as ValidationMessageName]
          : undefined;
  if (!message) return { message: validationMessages.invalid };
  return values ? { message, values } : { message };
}

const noRuleMessages: Readonly<Record<string, MessageDescriptor>> = {};

/** `address.city` → `<form>-address-city`: the id a control of that path gets. */
export function fieldIdOf(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}

/**
 * A form's state from a Standard Schema: values, each field's props (`field(name)`), errors from
 * the first submit on, focus on the first invalid field (or the summary), the API's errors.
 */
export function useForm<S extends Schema>(options: UseFormOptions<S>): UseFormResult<Output<S>> {
  type T = Output<S>;
  const {
    schema,
    onSubmit,
    serverErrorFields = {},
    onServerError,
    errorSummary = false,
    ruleMessages = noRuleMessages,
  } = options;
  const intl = useIntl();
  const errorMessage = useServerErrorMessage();
  const loadErrorMessages = useServerErrorMessageLoader();
  const generatedId = useId();
  const formId = options.id ?? `form${generatedId.replace(/[^\w-]/g, '')}`;
  const [values, setValues] = useState<T>(options.initialValues);
  // What the form holds when nothing is unsaved: the start, then each successful submit or reset.
  const [saved, setSaved] = useState<T>(options.initialValues);
  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  // A reset inside `onSubmit` (an emptied invite field) sets what counts as saved itself.
  const resets = useRef(0);
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, PendingIssue>>({});
  const [formProblem, setFormProblem] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const serverErrorToast = useRef<string | undefined>(undefined);

  const validate = useCallback((candidate: T) => validateForm(schema, candidate), [schema]);
  const [fieldNames] = useState(() => Object.keys(options.initialValues));

  const issues = useMemo<FormIssue[]>(() => {
    const pending = new Map<string, PendingIssue>();
    if (submitted) for (const issue of validate(values)) pending.set(issue.path, issue);
    for (const [path, issue] of Object.entries(serverIssues))
      if (!pending.has(path)) pending.set(path, issue);
    return [...pending].map(([path, issue]) => ({
      path,
      fieldId: fieldIdOf(formId, path),
      message: intl.formatMessage(issue.message, issue.values),
    }));
  }, [submitted, validate, values, serverIssues, intl, formId]);

  // Focus moves once the invalid state has rendered (aria-invalid set, summary shown).
  useEffect(() => {
    if (focusRequest === 0) return;
    if (errorSummary && summaryRef.current) summaryRef.current.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, errorSummary]);

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server error about a field is settled once the user changes that field.
    setServerIssues((current) => {
      const stale = Object.keys(current).filter(
        (path) => path === name || path.startsWith(`${name}.`),
      );
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const path of stale) delete next[path];
      return next;
    });
  }, []);

  const applyServerError = useCallback(
    (error: ServerError, messageOf: ServerErrorMessage = errorMessage) => {
      const fieldName = serverErrorFields[error.key];
      const onFields: Record<string, PendingIssue> = {};
      if (fieldName) onFields[fieldName] = { message: messageOf(error.key) };
      else if (error.key === 'badRequest')
        for (const field of error.fields ?? [])
          onFields[formPathOf(field.path, fieldNames)] = fieldIssueOf(field, ruleMessages);
      if (Object.keys(onFields).length > 0) {
        setServerIssues(onFields);
        setFocusRequest((count) => count + 1);
      } else if (onServerError) {
        const shown = onServerError(intl.formatMessage(messageOf(error.key)), error);
        if (typeof shown === 'string') serverErrorToast.current = shown;
      } else if (errorSummary) {
        setFormProblem(intl.formatMessage(messageOf(error.key)));
        setFocusRequest((count) => count + 1);
      }
    },
    [serverErrorFields, onServerError, errorSummary, intl, errorMessage, fieldNames, ruleMessages],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerIssues({});
    setFormProblem(undefined);
    if (serverErrorToast.current !== undefined) {
      toast.close(serverErrorToast.current);
      serverErrorToast.current = undefined;
    }
    if (validate(values).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      const resetsBefore = resets.current;
      await onSubmit(values);
      if (resets.current === resetsBefore) setSaved(values);
    } catch (thrown) {
      let serverError = serverErrorOf(thrown);
      if (!serverError) {
        // No answer (the API unreachable, the connection lost): the user still hears that it
        // failed and may try again.
        console.error(thrown);
        serverError = { key: 'default' };
      }
      applyServerError(serverError, await loadErrorMessages());
    } finally {
      setSubmitting(false);
    }
  };

  const messageAt = (path: string) => issues.find((issue) => issue.path === path)?.message;

  return {
    values,
    setValue,
    field: <K extends keyof T & string>(name: K) => ({
      id: fieldIdOf(formId, name),
      name,
      value: values[name],
      onChange: (value: T[K]) => setValue(name, value),
      errorMessage: messageAt(name),
    }),
    errorsUnder: (name) =>
      Object.fromEntries(
        issues
          .filter((issue) => issue.path.startsWith(`${name}.`))
          .map((issue) => [issue.path.slice(name.length + 1), issue.message]),
      ),
    issues,
    formProps: {
      id: formId,
      noValidate: true,
      onSubmit: (event) => void submit(event),
      ref: formRef,
    },
    summaryProps: {
      issues: errorSummary ? issues : [],
      problems: formProblem === undefined ? [] : [formProblem],
      ref: summaryRef,
    },
    isSubmitting,
    isDirty,
    setValues,
    applyServerError,
    reset: (next = options.initialValues) => {
      resets.current += 1;
      setValues(next);
      setSaved(next);
      setSubmitted(false);
      setServerIssues({});
      setFormProblem(undefined);
    },
  };
}
