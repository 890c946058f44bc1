import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import {
  Alert,
  Button,
  EmailField,
  infoMessages,
  Link,
  PasswordField,
  positiveMessages,
  rules,
  Stack,
  Text,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { loginMessages as m } from './messages';
import { paths } from '../../paths';
import { useAuthActions } from '@hci/api-schema';
import { PageHeading } from '@hci/design-system/app';

const signInSchema = textFields({
  email: [rules.required, rules.email],
  password: [rules.required],
});

/**
 * /login (POST /auth/signin/student). Once signed in, the route guard moves the student on: to
 * the path remembered in `action`, else /home.
 */
export function LoginPage() {
  const intl = useIntl();
  const auth = useAuthActions();
  const search = new URLSearchParams(useSearch());
  const sessionExpired = search.get('reason') === 'sessionExpired';
  const form = useForm({
    schema: signInSchema,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      await auth.signInStudent({ email: values.email.trim(), password: values.password });
      toast.positive(positiveMessages.login);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <PageHeading title={intl.formatMessage(m.documentTitle)}>
        {intl.formatMessage(m.title)}
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
            label={intl.formatMessage(m.email)}
            isRequired
            autoComplete="username"
          />
          <PasswordField
            {...form.field('password')}
            label={intl.formatMessage(m.password)}
            isRequired
            autoComplete="current-password"
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
      <Stack space="small">
        <Link href={paths.forgotPassword}>{intl.formatMessage(m.forgotPassword)}</Link>
        <Text>
          {intl.formatMessage(m.newStudent)}{' '}
          <Link href={paths.getStarted}>{intl.formatMessage(m.getStarted)}</Link>
        </Text>
      </Stack>
    </Stack>
  );
}
