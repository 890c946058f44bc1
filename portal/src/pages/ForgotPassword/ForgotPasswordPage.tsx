import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmailField,
  Link,
  positiveMessages,
  rules,
  Stack,
  Text,
  textFields,
  toast,
  untypedMessages,
  useFocusAfterOutcome,
  useForm,
} from '@hci/design-system';
import { paths } from '../../paths';
import { useAuthActions } from '@hci/api-schema';
import { PageHeading } from '@hci/design-system/app';

const m = untypedMessages(
  defineMessages({
    title: { id: 'portal.forgotPassword.title', defaultMessage: 'Reset your password' },
    intro: {
      id: 'portal.forgotPassword.intro',
      defaultMessage:
        'Enter the email you signed up with. We will send you a link to choose a new password.',
    },
    email: { id: 'portal.forgotPassword.email', defaultMessage: 'Email' },
    submit: { id: 'portal.forgotPassword.submit', defaultMessage: 'Send reset link' },
    sentTitle: { id: 'portal.forgotPassword.sentTitle', defaultMessage: 'Check your email' },
    sentBody: {
      id: 'portal.forgotPassword.sentBody',
      defaultMessage: 'We sent a reset link to {email}. It works for a limited time.',
    },
    backToLogin: { id: 'portal.forgotPassword.backToLogin', defaultMessage: 'Back to sign in' },
  }),
);

const schema = textFields({ email: [rules.required, rules.email] });

/** /forgot-password: e-mails a reset link (emailNotFound when no user has the address). */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const auth = useAuthActions();
  const [sentTo, setSentTo] = useState<string>();
  useFocusAfterOutcome(sentTo);
  const form = useForm({
    schema,
    initialValues: { email: '' },
    serverErrorFields: { emailNotFound: 'email' },
    onSubmit: async (values) => {
      const address = values.email.trim();
      await auth.forgotPassword(address);
      setSentTo(address);
      toast.positive(positiveMessages.forgotPassword);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      {sentTo ? (
        <Alert tone="positive" title={intl.formatMessage(m.sentTitle)} announce>
          {intl.formatMessage(m.sentBody, { email: sentTo })}
        </Alert>
      ) : (
        <>
          <Text>{intl.formatMessage(m.intro)}</Text>
          <form {...form.formProps}>
            <Stack space="medium">
              <EmailField {...form.field('email')} label={intl.formatMessage(m.email)} isRequired />
              <Button type="submit" fullWidth isPending={form.isSubmitting}>
                {intl.formatMessage(m.submit)}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Link href={paths.login}>{intl.formatMessage(m.backToLogin)}</Link>
    </Stack>
  );
}
