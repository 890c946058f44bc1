import {
  Alert,
  Button,
  EmailField,
  Link,
  PasswordField,
  positiveMessages,
  rules,
  Stack,
  infoMessages,
  Text,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { authMessages } from './authMessages';
import { useApi, useAuthActions } from '@hci/api-schema';
import { PageHeading, returnPath } from '@hci/design-system/app';
import { paths, signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.login.title', defaultMessage: 'Sign in to your coach account' },
  intro: {
    id: 'coach.login.intro',
    defaultMessage: 'Use the email address and password of your institute account.',
  },
});

const schema = textFields({
  email: [rules.required, rules.email],
  password: [rules.required],
});

/** POST /auth/signin/coach; then back to the page the user wanted (`?action=`), or their home. */
export function LoginPage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const action = search.get('action');
  const sessionExpired = search.get('reason') === 'sessionExpired';
  const form = useForm({
    schema,
    initialValues: { email: '', password: '' },
    onSubmit: async (credentials) => {
      await auth.signInCoach(credentials);
      analytics.track('signIn');
      toast.positive(positiveMessages.login);
      navigate(returnPath(action, signedInHome), { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });

  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(messages.intro)}>
        {intl.formatMessage(messages.title)}
      </PageHeading>
      {sessionExpired && (
        <Alert tone="info" announce>
          {intl.formatMessage(infoMessages.sessionExpired)}
        </Alert>
      )}
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
            label={intl.formatMessage(authMessages.password)}
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(authMessages.signIn)}
          </Button>
        </Stack>
      </form>
      <Stack space="small">
        <Link href={paths.resetAccountPassword}>
          {intl.formatMessage(authMessages.forgotPassword)}
        </Link>
        <Text>
          {intl.formatMessage(authMessages.noAccount)}{' '}
          <Link href={paths.signUp}>{intl.formatMessage(authMessages.createAccount)}</Link>
        </Text>
      </Stack>
    </Stack>
  );
}
