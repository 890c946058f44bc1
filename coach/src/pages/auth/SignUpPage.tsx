import {
  accountMessages,
  NameFields,
  NewPasswordFields,
  newPasswordRules,
  PageHeading,
  useApi,
  useAuthActions,
  positiveMessages,
} from '@hci/app-frame';
import {
  Button,
  EmailField,
  Link,
  Stack,
  Text,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { createLocalPreferences } from '@hci/api-schema';
import { emailRules, personNameRules } from '@hci/rules/field-rules';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { authMessages } from './authMessages';
import { paths } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.signUp.title', defaultMessage: 'Create your coach account' },
  intro: {
    id: 'coach.signUp.intro',
    defaultMessage: 'We will email you a code to confirm your address.',
  },
  passwordHelp: {
    id: 'coach.signUp.passwordHelp',
    defaultMessage: 'At least 8 characters, with a number, a lower-case and an upper-case letter.',
  },
  submit: { id: 'coach.signUp.submit', defaultMessage: 'Create account' },
});

const schema = textFields({
  firstName: personNameRules,
  lastName: personNameRules,
  email: emailRules,
  password: newPasswordRules,
});

/** Sign-up as a coach; the account starts signed in with its e-mail still to verify. */
export function SignUpPage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  const form = useForm({
    schema,
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    serverErrorFields: { usernameAlreadyExists: 'email' },
    onSubmit: async (values) => {
      await auth.signUp({ ...values, role: 'COACH' });
      createLocalPreferences().signUpEmail.set(values.email);
      analytics.track('signedUp');
      toast.positive(positiveMessages.register);
      navigate(paths.pendingEmailAddressVerification, { replace: true });
    },
    onServerError: (message) => toast.critical(message),
  });

  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(messages.intro)}>
        {intl.formatMessage(messages.title)}
      </PageHeading>
      <form {...form.formProps}>
        <Stack space="medium">
          <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
          <EmailField
            {...form.field('email')}
            label={intl.formatMessage(authMessages.email)}
            isRequired
          />
          <NewPasswordFields
            password={form.field('password')}
            label={accountMessages.password}
            hint={messages.passwordHelp}
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </form>
      <Text>
        {intl.formatMessage(authMessages.haveAccount)}{' '}
        <Link href={paths.login}>{intl.formatMessage(accountMessages.signIn)}</Link>
      </Text>
    </Stack>
  );
}
