import {
  Alert,
  Button,
  EmailField,
  Link,
  PasswordField,
  positiveMessages,
  rules,
  Stack,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { authMessages } from './authMessages';
import { useAuthActions } from '@hci/api-schema';
import { PageHeading } from '@hci/design-system/app';
import { paths } from '../../paths';

const messages = defineMessages({
  requestTitle: { id: 'coach.reset.request.title', defaultMessage: 'Reset your password' },
  requestIntro: {
    id: 'coach.reset.request.intro',
    defaultMessage: 'Type the email address of your account and we will send you a reset link.',
  },
  requestSubmit: { id: 'coach.reset.request.submit', defaultMessage: 'Send the reset link' },
  sent: {
    id: 'coach.reset.request.sent',
    defaultMessage: 'Check your inbox: the link is valid for one hour.',
  },
  newTitle: { id: 'coach.reset.new.title', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'coach.reset.new.password', defaultMessage: 'New password' },
  newSubmit: { id: 'coach.reset.new.submit', defaultMessage: 'Save the new password' },
  backToSignIn: { id: 'coach.reset.backToSignIn', defaultMessage: 'Back to sign in' },
});

const requestSchema = textFields({ email: [rules.required, rules.email] });
const resetSchema = textFields({
  password: [rules.required, rules.noBlankSpace, rules.strongPassword],
});

function RequestResetLink() {
  const intl = useIntl();
  const auth = useAuthActions();
  const [sent, setSent] = useState(false);
  const form = useForm({
    schema: requestSchema,
    initialValues: { email: '' },
    serverErrorFields: { emailNotFound: 'email' },
    onSubmit: async (values) => {
      await auth.forgotPassword(values.email);
      toast.positive(positiveMessages.forgotPassword);
      setSent(true);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(messages.requestIntro)}>
        {intl.formatMessage(messages.requestTitle)}
      </PageHeading>
      {sent ? (
        <Alert tone="positive" announce>
          {intl.formatMessage(messages.sent)}
        </Alert>
      ) : null}
      <form {...form.formProps}>
        <Stack space="medium">
          <EmailField
            {...form.field('email')}
            label={intl.formatMessage(authMessages.email)}
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(messages.requestSubmit)}
          </Button>
        </Stack>
      </form>
      <Link href={paths.login}>{intl.formatMessage(messages.backToSignIn)}</Link>
    </Stack>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const intl = useIntl();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const form = useForm({
    schema: resetSchema,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      await auth.resetPassword({ token, password });
      toast.positive(positiveMessages.resetPassword);
      navigate(paths.login, { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(messages.newTitle)}</PageHeading>
      <form {...form.formProps}>
        <Stack space="medium">
          <PasswordField
            {...form.field('password')}
            label={intl.formatMessage(messages.newPassword)}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(messages.newSubmit)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Without a token: ask for the reset link. With `?token=` from that link: set the new password. */
export function ResetAccountPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />;
}
