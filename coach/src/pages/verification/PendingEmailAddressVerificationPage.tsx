import { errorMessageOf } from '@hci/app-frame';
import {
  Button,
  rules,
  Stack,
  Text,
  TextField,
  textFields,
  toast,
  untypedMessages,
  useForm,
} from '@hci/design-system';
import { useSession, useApi, useAuthActions } from '@hci/api-schema';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { PageHeading } from '@hci/design-system/app';
import { paths } from '../../paths';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.pending.title', defaultMessage: 'Confirm your email address' },
    sentTo: {
      id: 'coach.pending.sentTo',
      defaultMessage:
        'We sent a verification code to {email}. Type it below, or open the link in the email.',
    },
    code: { id: 'coach.pending.code', defaultMessage: 'Verification code' },
    submit: { id: 'coach.pending.submit', defaultMessage: 'Verify my email' },
    resend: { id: 'coach.pending.resend', defaultMessage: 'Send a new code' },
    resent: { id: 'coach.pending.resent', defaultMessage: 'A new code is on its way.' },
    verified: { id: 'coach.pending.verified', defaultMessage: 'Your email address is confirmed.' },
  }),
);

const schema = textFields({ code: [rules.required] });

/** Where a signed-in user with an unverified e-mail is held until they verify it. */
export function PendingEmailAddressVerificationPage() {
  const intl = useIntl();
  const { analytics, session } = useApi();
  const auth = useAuthActions();
  const { email, isVerifiedEmail } = useSession(session);
  const [, navigate] = useLocation();
  // Set while this page verifies the code, so the session turning verified does not redirect
  // before the page moves on to the profile itself.
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useForm({
    schema,
    initialValues: { code: '' },
    serverErrorFields: { verificationCodeError: 'code' },
    onSubmit: async ({ code }) => {
      setVerifying(true);
      try {
        await auth.verifyEmail(code.trim());
      } catch (error) {
        setVerifying(false);
        throw error;
      }
      analytics.track('emailVerified');
      toast.positive(intl.formatMessage(messages.verified));
      navigate(paths.completeProfileInformation, { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });

  if (isVerifiedEmail && !verifying) return <Redirect to={paths.coachHome} replace />;

  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
        <Text>{intl.formatMessage(messages.sentTo, { email })}</Text>
      </Stack>
      <form {...form.formProps}>
        <Stack space="medium">
          <TextField
            {...form.field('code')}
            label={intl.formatMessage(messages.code)}
            autoComplete="one-time-code"
            inputMode="numeric"
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </form>
      <Button
        variant="secondary"
        isPending={resending}
        onPress={() => {
          setResending(true);
          auth
            .resendVerification()
            .then(
              () => toast.info(intl.formatMessage(messages.resent)),
              // Asked too often, the API says so (429): waiting, not retrying, is what helps.
              (error: unknown) => toast.critical(errorMessageOf(error)),
            )
            .finally(() => setResending(false));
        }}
      >
        {intl.formatMessage(messages.resend)}
      </Button>
    </Stack>
  );
}
