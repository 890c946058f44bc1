import {
  Button,
  errorMessage,
  rules,
  Stack,
  Text,
  TextField,
  textSchema,
  toast,
  untypedMessages,
  useForm,
} from '@hci/design-system';
import { useSession } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { z } from 'zod/mini';
import { PageHeading } from '../../app/PageHeading';
import { paths } from '../../routes';
import { useServices } from '../../services';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.pending.title', defaultMessage: 'Confirm your e-mail address' },
    sentTo: {
      id: 'coach.pending.sentTo',
      defaultMessage:
        'We sent a verification code to {email}. Type it below, or open the link in the e-mail.',
    },
    code: { id: 'coach.pending.code', defaultMessage: 'Verification code' },
    submit: { id: 'coach.pending.submit', defaultMessage: 'Verify my e-mail' },
    resend: { id: 'coach.pending.resend', defaultMessage: 'Send a new code' },
    resent: { id: 'coach.pending.resent', defaultMessage: 'A new code is on its way.' },
    verified: { id: 'coach.pending.verified', defaultMessage: 'Your e-mail address is confirmed.' },
  }),
);

const schema = z.object({ code: textSchema(rules.required) });

/** Where a signed-in user with an unverified e-mail is held until they verify it (spec §2, §4). */
export function PendingEmailAddressVerificationPage() {
  const intl = useIntl();
  const { api, analytics, session } = useServices();
  const { email, isVerifiedEmail } = useSession(session);
  const [, navigate] = useLocation();
  const verify = useMutation(api.auth.verifyEmail());
  const resend = useMutation(api.auth.resendVerification());
  const form = useForm({
    schema,
    initialValues: { code: '' },
    serverErrorFields: { verificationCodeError: 'code' },
    onSubmit: async ({ code }) => {
      await verify.mutateAsync(code.trim());
      analytics.track('emailVerified');
      toast.positive(intl.formatMessage(messages.verified));
      navigate(paths.completeProfileInformation, { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });

  if (isVerifiedEmail && !verify.isSuccess) return <Redirect to={paths.coachHome} replace />;

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
        isPending={resend.isPending}
        onPress={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.info(intl.formatMessage(messages.resent)),
            onError: () => toast.critical(errorMessage('default')),
          })
        }
      >
        {intl.formatMessage(messages.resend)}
      </Button>
    </Stack>
  );
}
