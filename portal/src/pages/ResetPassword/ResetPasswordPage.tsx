import { errorMessage } from '@hci/app-frame';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { isApiError, useAuthActions } from '@hci/api-schema';
import {
  Alert,
  Button,
  Link,
  PasswordField,
  positiveMessages,
  rules,
  Stack,
  textFields,
  toast,
  untypedMessages,
  useFocusAfterOutcome,
  useForm,
} from '@hci/design-system';
import { paths } from '../../paths';
import { PageHeading } from '@hci/design-system/app';

const m = untypedMessages(
  defineMessages({
    title: { id: 'portal.resetPassword.title', defaultMessage: 'Choose a new password' },
    password: { id: 'portal.resetPassword.password', defaultMessage: 'New password' },
    passwordHint: {
      id: 'portal.resetPassword.passwordHint',
      defaultMessage:
        'At least 8 characters, with a number, a lower case and an upper case letter.',
    },
    confirmation: {
      id: 'portal.resetPassword.confirmation',
      defaultMessage: 'Confirm new password',
    },
    submit: { id: 'portal.resetPassword.submit', defaultMessage: 'Save new password' },
    missingToken: {
      id: 'portal.resetPassword.missingToken',
      defaultMessage:
        'This link is incomplete. Open the link from your email again, or ask for a new one.',
    },
    requestNew: {
      id: 'portal.resetPassword.requestNew',
      defaultMessage: 'Ask for a new reset link',
    },
    doneTitle: {
      id: 'portal.resetPassword.doneTitle',
      defaultMessage: 'Your password has been reset',
    },
    signIn: { id: 'portal.resetPassword.signIn', defaultMessage: 'Sign in with your new password' },
  }),
);

const schema = textFields(
  {
    password: [rules.required, rules.noBlankSpace, rules.strongPassword],
    confirmation: [rules.required],
  },
  { confirm: [['password', 'confirmation']] },
);

/** Expired or used links: the API answers tokenInvalid or invalidToken. */
const expiredLinkKeys = new Set(['tokenInvalid', 'invalidToken']);

/** /reset-password?token=…: the link of the forgot-password e-mail. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const auth = useAuthActions();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [expiredKey, setExpiredKey] = useState<string>();
  const [done, setDone] = useState(false);
  useFocusAfterOutcome(done || expiredKey);
  const form = useForm({
    schema,
    initialValues: { password: '', confirmation: '' },
    onSubmit: async (values) => {
      try {
        await auth.resetPassword({ token, password: values.password });
      } catch (error) {
        if (isApiError(error) && expiredLinkKeys.has(error.key)) {
          setExpiredKey(error.key);
          return;
        }
        throw error;
      }
      setDone(true);
      toast.positive(positiveMessages.resetPassword);
    },
    onServerError: (message) => toast.critical(message),
  });

  let content;
  if (done) {
    content = (
      <Alert tone="positive" title={intl.formatMessage(m.doneTitle)} announce>
        <Link href={paths.login}>{intl.formatMessage(m.signIn)}</Link>
      </Alert>
    );
  } else if (!token || expiredKey) {
    content = (
      <Alert tone="critical" announce>
        <Stack space="small" align="left">
          <span>
            {expiredKey
              ? intl.formatMessage(errorMessage(expiredKey))
              : intl.formatMessage(m.missingToken)}
          </span>
          <Link href={paths.forgotPassword}>{intl.formatMessage(m.requestNew)}</Link>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <form {...form.formProps}>
        <Stack space="medium">
          <PasswordField
            {...form.field('password')}
            label={intl.formatMessage(m.password)}
            description={intl.formatMessage(m.passwordHint)}
            autoComplete="new-password"
            isRequired
          />
          <PasswordField
            {...form.field('confirmation')}
            label={intl.formatMessage(m.confirmation)}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      {content}
    </Stack>
  );
}
