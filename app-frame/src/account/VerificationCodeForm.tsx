import { Button, rules, Stack, TextField, textFields, toast, useForm } from '@hci/design-system';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { accountMessages } from './messages';

export interface VerificationCodeFormProps {
  /** Checks the code (the app's call and what follows it); throws the API's error when refused. */
  verify: (code: string) => Promise<unknown>;
  submitLabel: MessageDescriptor;
  /** Shown above the field, inside the form. */
  children?: ReactNode;
}

const schema = textFields({ code: [rules.required] });

/**
 * The e-mailed verification code, typed in. A wrong code, and a code the API cannot read
 * (badRequest), are said on the field itself.
 */
export function VerificationCodeForm({ verify, submitLabel, children }: VerificationCodeFormProps) {
  const intl = useIntl();
  const form = useForm({
    schema,
    initialValues: { code: '' },
    serverErrorFields: { verificationCodeError: 'code', badRequest: 'code' },
    onSubmit: async ({ code }) => {
      await verify(code.trim());
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        {children}
        <TextField
          {...form.field('code')}
          label={intl.formatMessage(accountMessages.code)}
          autoComplete="one-time-code"
          inputMode="numeric"
          isRequired
        />
        <Button type="submit" fullWidth isPending={form.isSubmitting}>
          {intl.formatMessage(submitLabel)}
        </Button>
      </Stack>
    </form>
  );
}
