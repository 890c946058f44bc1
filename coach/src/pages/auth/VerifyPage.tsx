import { accountMessages } from '@hci/app-frame';
import {
  Alert,
  Button,
  EmailField,
  infoMessages,
  PasswordField,
  rules,
  Stack,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { useSession, useApi, useAuthActions } from '@hci/api-schema';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { authMessages } from './authMessages';
import { PageHeading, returnPath } from '@hci/design-system/app';
import { signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.verify.title', defaultMessage: 'Confirm it’s you' },
  help: {
    id: 'coach.verify.help',
    defaultMessage: 'Sign in again to go back to the page you were on. Nothing you saved is lost.',
  },
  submit: { id: 'coach.verify.submit', defaultMessage: 'Sign in and continue' },
});

const schema = textFields({
  email: [rules.required, rules.email],
  password: [rules.required],
});

/**
 * Where an unauthorized answer sends the user, with the page they were on in `?to=`.
 * Signing in again returns them there.
 */
export function VerifyPage() {
  const intl = useIntl();
  const { analytics, session } = useApi();
  const auth = useAuthActions();
  const { email: sessionEmail } = useSession(session);
  const [, navigate] = useLocation();
  const to = new URLSearchParams(useSearch()).get('to');
  const form = useForm({
    schema,
    initialValues: { email: sessionEmail, password: '' },
    onSubmit: async (credentials) => {
      await auth.signInCoach(credentials);
      analytics.track('reverified');
      navigate(returnPath(to, signedInHome), { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });

  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <Alert tone="info" title={intl.formatMessage(infoMessages.sessionExpired)}>
        {intl.formatMessage(messages.help)}
      </Alert>
      <form {...form.formProps}>
        <Stack space="medium">
          <EmailField
            {...form.field('email')}
            label={intl.formatMessage(authMessages.email)}
            isRequired
            autoComplete="username"
          />
          <PasswordField
            {...form.field('password')}
            label={intl.formatMessage(accountMessages.password)}
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
