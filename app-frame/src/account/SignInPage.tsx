import {
  Alert,
  Button,
  EmailField,
  Link,
  PasswordField,
  rules,
  Stack,
  Text,
  textFields,
  toast,
  useForm,
} from '@hci/design-system';
import { infoMessages, positiveMessages } from '../notices';
import { PageHeading } from '../frame/PageHeading';
import { useEffect, useState } from 'react';
import type SignInErrorSummary from './SignInErrorSummary';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { expiredSessionEmail } from './expiredSessionEmail';
import { accountMessages } from './messages';

type Summary = typeof SignInErrorSummary;

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInPageProps {
  title: MessageDescriptor;
  /** Names the document when the heading is longer than the page's name. */
  documentTitle?: MessageDescriptor;
  /** A line under the heading. */
  intro?: MessageDescriptor;
  /** Default: the frame's "Email". */
  emailLabel?: MessageDescriptor;
  /** Sent here by an expired session (`?reason=sessionExpired`): says so above the form. */
  sessionExpired: boolean;
  /** Under the expired-session notice: what signing in again does. */
  sessionExpiredHelp?: MessageDescriptor;
  /**
   * The address the form starts with: the signed-in user's, when they sign in again. Sent here by
   * an expired session, the address of that session.
   */
  initialEmail?: string;
  /** Default: the frame's "Sign in". */
  submitLabel?: MessageDescriptor;
  /** The app's sign-in call; it throws the API's error when the credentials are refused. */
  signIn: (credentials: Credentials) => Promise<unknown>;
  /** After the welcome: where the app goes next (a guard may do it instead). */
  onSignedIn?: () => void;
  forgotPasswordHref: string;
  /** The way in for someone without an account yet: "New to …? Get started". */
  newcomer?: { question: MessageDescriptor; link: MessageDescriptor; href: string };
}

const schema = textFields({
  email: [rules.required, rules.email],
  password: [rules.required],
});

/** Sign-in with an e-mail address and a password; what went wrong heads the form. */
export function SignInPage({
  title,
  documentTitle,
  intro,
  emailLabel = accountMessages.email,
  sessionExpired,
  sessionExpiredHelp,
  initialEmail,
  submitLabel = accountMessages.signIn,
  signIn,
  onSignedIn,
  forgotPasswordHref,
  newcomer,
}: SignInPageProps) {
  const intl = useIntl();
  // The error summary's code is not part of the first page: it loads with the first focus in the
  // form, before the form can be sent, and the summary shows from then on.
  const [ErrorSummary, setErrorSummary] = useState<Summary>();
  const loadErrorSummary = () => {
    if (ErrorSummary) return;
    void import('./SignInErrorSummary').then((chunk) => setErrorSummary(() => chunk.default));
  };
  const form = useForm({
    schema,
    initialValues: {
      email: initialEmail ?? (sessionExpired ? expiredSessionEmail.read() : undefined) ?? '',
      password: '',
    },
    onSubmit: async (values) => {
      await signIn({ email: values.email.trim(), password: values.password });
      expiredSessionEmail.forget();
      toast.positive(positiveMessages.login);
      onSignedIn?.();
    },
    // A refused sign-in (wrong password, account locked) is said at the top of the form, where
    // the user is looking, and takes focus, not in a toast that goes away.
    errorSummary: true,
  });
  // Sent before the code came (a press on "Sign in" at once): the summary, shown only when there
  // is something to report, takes the focus the form meant for it once it is on the page.
  const summaryRef = form.summaryProps.ref;
  useEffect(() => {
    if (ErrorSummary && summaryRef && typeof summaryRef === 'object') summaryRef.current?.focus();
  }, [ErrorSummary, summaryRef]);
  return (
    <Stack space="large">
      <PageHeading
        {...(documentTitle ? { title: intl.formatMessage(documentTitle) } : {})}
        {...(intro ? { intro: intl.formatMessage(intro) } : {})}
      >
        {intl.formatMessage(title)}
      </PageHeading>
      {sessionExpired &&
        (sessionExpiredHelp ? (
          <Alert tone="info" announce title={intl.formatMessage(infoMessages.sessionExpired)}>
            {intl.formatMessage(sessionExpiredHelp)}
          </Alert>
        ) : (
          <Alert tone="info" announce>
            {intl.formatMessage(infoMessages.sessionExpired)}
          </Alert>
        ))}
      <form {...form.formProps} onFocus={loadErrorSummary}>
        <Stack space="medium">
          {ErrorSummary ? <ErrorSummary {...form.summaryProps} /> : null}
          <EmailField
            {...form.field('email')}
            label={intl.formatMessage(emailLabel)}
            isRequired
            autoComplete="username"
          />
          <PasswordField
            {...form.field('password')}
            label={intl.formatMessage(accountMessages.password)}
            isRequired
            autoComplete="current-password"
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(submitLabel)}
          </Button>
        </Stack>
      </form>
      <Stack space="small">
        <Link href={forgotPasswordHref}>{intl.formatMessage(accountMessages.forgotPassword)}</Link>
        {newcomer ? (
          <Text>
            {intl.formatMessage(newcomer.question)}{' '}
            <Link href={newcomer.href}>{intl.formatMessage(newcomer.link)}</Link>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
