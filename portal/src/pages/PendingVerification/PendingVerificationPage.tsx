import { errorMessageOf } from '@hci/app-frame';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiSession, useAuthActions } from '@hci/api-schema';
import {
  Button,
  Inline,
  rules,
  Stack,
  Text,
  TextField,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { verificationMessages as m } from './messages';
import { PageHeading } from '@hci/design-system/app';
import { useSignOut } from '../../components/useSignOut';

const schema = textFields({ code: [rules.required] });

/**
 * /pending-email-address-verification: where an unverified student is held until the
 * e-mailed code is entered. Verifying renews the session, and the guard moves the student on.
 */
export function PendingVerificationPage() {
  const intl = useIntl();
  const auth = useAuthActions();
  const { email } = useApiSession();
  const signOut = useSignOut();
  const [resending, setResending] = useState(false);
  const resend = () => {
    setResending(true);
    auth
      .resendVerification()
      .then(
        () => toast.positive(m.resent),
        (error: unknown) => toast.critical(errorMessageOf(error)),
      )
      .finally(() => setResending(false));
  };
  const form = useForm({
    schema,
    initialValues: { code: '' },
    serverErrorFields: { verificationCodeError: 'code', badRequest: 'code' },
    onSubmit: async (values) => {
      await auth.verifyEmail(values.code.trim());
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <Text>{intl.formatMessage(m.intro, { email })}</Text>
      <form {...form.formProps}>
        <Stack space="medium">
          <TextField
            {...form.field('code')}
            label={intl.formatMessage(m.code)}
            autoComplete="one-time-code"
            inputMode="numeric"
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
      <Inline space="small" alignY="center">
        <Button variant="secondary" isPending={resending} onPress={resend}>
          {intl.formatMessage(m.resend)}
        </Button>
        <Text as="span">{intl.formatMessage(m.wrongAccount)}</Text>
        <Button variant="tertiary" onPress={signOut}>
          {intl.formatMessage(m.signOut)}
        </Button>
      </Inline>
    </Stack>
  );
}
