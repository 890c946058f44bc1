import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import english from '../../compiled-lang/en-US.json';
import type { CompiledMessages } from '../../i18n/catalogue';
import { toast, toastQueue } from '../../Toast/toastQueue';
import { ErrorSummary } from '../ErrorSummary';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { rules } from '@hci/validation';
import { textSchema } from '../validation/schema';
import { ServerErrorMessageProvider } from '../../i18n/serverErrorMessage';
import type { ServerError } from './serverError';
import { useForm } from './useForm';

const schema = z.object({
  name: textSchema(rules.required, rules.atLeastOneWord),
  email: textSchema(rules.required, rules.email),
  currentPassword: textSchema(rules.required),
});

interface ProfileFormProps {
  onSubmit: (values: z.output<typeof schema>) => void | Promise<void>;
  onServerError?: (message: string, error: ServerError) => string | void;
  errorSummary?: boolean;
  ruleMessages?: Record<string, { id: string; defaultMessage: string }>;
}

function ProfileForm({ onSubmit, onServerError, errorSummary, ruleMessages }: ProfileFormProps) {
  const form = useForm({
    schema,
    initialValues: { name: '', email: '', currentPassword: '' },
    onSubmit,
    onServerError,
    errorSummary,
    ruleMessages,
    serverErrorFields: { invalidCurrentPassword: 'currentPassword' },
  });
  return (
    <form {...form.formProps}>
      <ErrorSummary {...form.summaryProps} />
      <TextField label="Name" isRequired {...form.field('name')} />
      <TextField label="Email" isRequired {...form.field('email')} />
      <PasswordField label="Current password" isRequired {...form.field('currentPassword')} />
      <button type="submit">Save</button>
    </form>
  );
}

/** An app's messages for the error keys its API sends. */
const appErrorMessages: Record<string, { id: string; defaultMessage: string }> = {
  default: { id: 'app.error.default', defaultMessage: 'An error found, please try again.' },
  invalidCurrentPassword: {
    id: 'app.error.invalidCurrentPassword',
    defaultMessage: 'Incorrect current password',
  },
  accountIsDisabled: {
    id: 'app.error.accountIsDisabled',
    defaultMessage: 'Your account is temporarily disabled. Please contact support.',
  },
  failedAddPaymentMethod: {
    id: 'app.error.failedAddPaymentMethod',
    defaultMessage: 'The payment method could not be added.',
  },
};

function renderForm(props: ProfileFormProps) {
  return render(
    <IntlProvider locale="en-US" messages={english as unknown as CompiledMessages}>
      <ServerErrorMessageProvider
        messageOf={(key) => appErrorMessages[key ?? 'default'] ?? appErrorMessages.default!}
      >
        <ProfileForm {...props} />
      </ServerErrorMessageProvider>
    </IntlProvider>,
  );
}

test('no errors before submit; an invalid submit shows them and focuses the first invalid field', async () => {
  const onSubmit = vi.fn();
  renderForm({ onSubmit });
  const name = screen.getByLabelText('Name');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription('This field is required');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Please type your email in the format [name@example.com]',
  );
});

test('after a submit, errors follow the user as they correct the fields', async () => {
  const onSubmit = vi.fn();
  renderForm({ onSubmit });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const email = screen.getByLabelText('Email');
  await userEvent.type(email, 'ana@example.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Current password'), 'Welcome2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'Ana',
    email: 'ana@example.com',
    currentPassword: 'Welcome2026',
  });
});

test('long forms: the error summary is announced, focused, and links to each field', async () => {
  renderForm({ onSubmit: vi.fn(), errorSummary: true });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Name: This field is required',
    'Email: This field is required',
    'Current password: This field is required',
  ]);
  await userEvent.click(screen.getByRole('link', { name: 'Email: This field is required' }));
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Current password'), 'Wrong2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

test('with a summary and no toast, a server error about no field heads the summary, focused', async () => {
  const onSubmit = vi.fn(() => Promise.reject({ body: { key: 'accountIsDisabled', status: 403 } }));
  renderForm({ onSubmit, errorSummary: true });
  await fillAndSubmit();
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveTextContent(
    'Your account is temporarily disabled. Please contact support.',
  );
  await waitFor(() => expect(summary).toHaveFocus());
  // Submitting again clears it until the next answer.
  onSubmit.mockImplementationOnce(() => new Promise(() => {}));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a server error key about a field lands on that field until the user changes it', async () => {
  const onServerError = vi.fn();
  renderForm({
    onSubmit: () => Promise.reject({ key: 'invalidCurrentPassword', status: 400 }),
    onServerError,
  });
  await fillAndSubmit();
  const password = screen.getByLabelText('Current password');
  // The error catalogue loads with the first server error.
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription('Incorrect current password');
  expect(onServerError).not.toHaveBeenCalled();
  await userEvent.type(password, 'x');
  expect(password).not.toHaveAttribute('aria-invalid');
});

test('a field rule the API enforces shows the rule’s own message, on the form’s field', async () => {
  renderForm({
    onSubmit: () =>
      Promise.reject({
        key: 'badRequest',
        status: 400,
        fields: [
          {
            path: 'personalInfo.name',
            message: 'This field must contain at least one word',
            rule: 'atLeastOneWord',
          },
          {
            path: 'email',
            message: 'Please type your email in the format [name@example.com]',
            rule: 'email',
            values: { email: 'name@example.com' },
          },
          { path: 'currentPassword', message: 'must match pattern' },
        ],
      }),
  });
  await fillAndSubmit();
  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('This field must contain at least one word');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Please type your email in the format [name@example.com]',
  );
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
    'This field is not valid',
  );
});

test('a rule of the app’s own shows the message the form was given for it', async () => {
  const nameRefused = (rule: string) => () =>
    Promise.reject({
      key: 'badRequest',
      status: 400,
      fields: [{ path: 'name', message: 'Names are three words', rule, values: { 0: 3 } }],
    });
  const ruleMessages = {
    threeWords: { id: 'app.validation.threeWords', defaultMessage: 'Names are {0} words' },
  };
  const { unmount } = renderForm({ onSubmit: nameRefused('threeWords'), ruleMessages });
  await fillAndSubmit();
  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(name).toHaveAccessibleDescription('Names are 3 words'));
  unmount();

  renderForm({ onSubmit: nameRefused('threeWords') });
  await fillAndSubmit();
  await waitFor(() =>
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is not valid'),
  );
});

test('a submit that gets no answer (the API unreachable) says so with the default message', async () => {
  const onServerError = vi.fn();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderForm({ onSubmit: () => Promise.reject(new TypeError('Failed to fetch')), onServerError });
  await fillAndSubmit();
  await waitFor(() =>
    expect(onServerError).toHaveBeenCalledWith('An error found, please try again.', {
      key: 'default',
    }),
  );
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  logged.mockRestore();
});

test('other server errors go to the toast with their message; unknown keys read as the default', async () => {
  const onServerError = vi.fn();
  const { unmount } = renderForm({
    onSubmit: () => Promise.reject({ body: { key: 'accountIsDisabled', status: 403 } }),
    onServerError,
  });
  await fillAndSubmit();
  await waitFor(() => expect(onServerError).toHaveBeenCalled());
  expect(onServerError).toHaveBeenLastCalledWith(
    'Your account is temporarily disabled. Please contact support.',
    { key: 'accountIsDisabled', status: 403 },
  );
  unmount();
  renderForm({ onSubmit: () => Promise.reject({ key: 'somethingNew' }), onServerError });
  await fillAndSubmit();
  await waitFor(() =>
    expect(onServerError).toHaveBeenLastCalledWith('An error found, please try again.', {
      key: 'somethingNew',
    }),
  );
});

test('the toast of a server error closes when the form is submitted again; other toasts stay', async () => {
  const onSubmit = vi
    .fn()
    .mockRejectedValueOnce({ key: 'failedAddPaymentMethod', status: 402 })
    .mockResolvedValueOnce(undefined);
  const toastText = () => toastQueue.visibleToasts.map(({ content }) => content.message);
  toast.clear();
  toast.positive('Welcome back!');
  renderForm({ onSubmit, onServerError: (message) => toast.critical(message) });
  await fillAndSubmit();
  await waitFor(() =>
    expect(toastText()).toEqual(['The payment method could not be added.', 'Welcome back!']),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  expect(toastText()).toEqual(['Welcome back!']);
  toast.clear();
});

/** A form that says whether it holds unsaved changes, as a page's leave guard asks it. */
function DirtyForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const form = useForm({
    schema: z.object({ name: textSchema(rules.required) }),
    initialValues: { name: 'Ana' },
    onSubmit,
  });
  return (
    <form {...form.formProps}>
      <TextField label="Name" {...form.field('name')} />
      <p>{form.isDirty ? 'Unsaved changes' : 'Nothing unsaved'}</p>
      <button type="button" onClick={() => form.setValues({ name: 'Bea' })}>
        Restore draft
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

test('isDirty: set by a change, cleared by a change back or a successful save', async () => {
  let fail = true;
  const onSubmit = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <IntlProvider locale="en-US" messages={english as unknown as CompiledMessages}>
      <ServerErrorMessageProvider messageOf={() => appErrorMessages.default!}>
        <DirtyForm onSubmit={onSubmit} />
      </ServerErrorMessageProvider>
    </IntlProvider>,
  );
  const name = screen.getByLabelText('Name');
  expect(screen.getByText('Nothing unsaved')).toBeVisible();
  await userEvent.type(name, 'x');
  expect(screen.getByText('Unsaved changes')).toBeVisible();
  await userEvent.type(name, '{Backspace}');
  expect(screen.getByText('Nothing unsaved')).toBeVisible();

  // A restored draft is a change like any other: not saved until the form is.
  await userEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
  expect(name).toHaveValue('Bea');
  expect(screen.getByText('Unsaved changes')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  expect(screen.getByText('Unsaved changes')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Nothing unsaved')).toBeVisible();
});
