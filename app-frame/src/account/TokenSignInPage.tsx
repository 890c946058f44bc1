import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import {
  Alert,
  Link,
  LoadingRegion,
  serverErrorOf,
  Stack,
  useServerErrorMessage,
} from '@hci/design-system';
import { PageHeading } from '../frame/PageHeading';

const messages = defineMessages({
  title: { id: 'frame.account.tokenSignIn.title', defaultMessage: 'Signing you in' },
  problemTitle: {
    id: 'frame.account.tokenSignIn.problemTitle',
    defaultMessage: 'This sign-in link did not work',
  },
  signingIn: {
    id: 'frame.account.tokenSignIn.signingIn',
    defaultMessage: 'Checking your sign-in link',
  },
  missing: {
    id: 'frame.account.tokenSignIn.missing',
    defaultMessage: 'This sign-in link is incomplete. Open the link from your email again.',
  },
  signInInstead: {
    id: 'frame.account.tokenSignIn.signInInstead',
    defaultMessage: 'Sign in with your password',
  },
});

export interface TokenSignInPageProps {
  /**
   * Signs in with the link's token and goes on to `action` (the page wanted, if the link names
   * one); rejects with the server's error, whose `key` says what went wrong.
   */
  signIn: (token: string, action: string | null) => Promise<void>;
  /** The password sign-in, offered when the link does not work. */
  loginHref: string;
}

/** The link is single-use, so it is sent once, however often the page renders. */
function TokenSignIn({
  token,
  action,
  signIn,
  loginHref,
}: TokenSignInPageProps & {
  token: string;
  action: string | null;
}) {
  const intl = useIntl();
  const errorMessage = useServerErrorMessage();
  const [failure, setFailure] = useState<{ key: string | undefined }>();
  const firstCall = useRef(() => signIn(token, action));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    firstCall.current().catch((error: unknown) => setFailure({ key: serverErrorOf(error)?.key }));
  }, []);
  if (failure)
    return (
      <SignInProblem
        message={intl.formatMessage(errorMessage(failure.key))}
        loginHref={loginHref}
      />
    );
  return (
    <>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <LoadingRegion label={intl.formatMessage(messages.signingIn)}>
        <span />
      </LoadingRegion>
    </>
  );
}

/** The heading says the link failed: "Signing you in" above an error would contradict it. */
function SignInProblem({ message, loginHref }: { message: string; loginHref: string }) {
  const intl = useIntl();
  return (
    <>
      <PageHeading>{intl.formatMessage(messages.problemTitle)}</PageHeading>
      <Alert tone="critical">{message}</Alert>
      <Link href={loginHref}>{intl.formatMessage(messages.signInInstead)}</Link>
    </>
  );
}

/** Sign-in from a one-time link (`…?token=…&action=…`), for both apps. */
export function TokenSignInPage({ signIn, loginHref }: TokenSignInPageProps) {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token');
  return (
    <Stack space="large" align="left">
      {token ? (
        <TokenSignIn
          token={token}
          action={query.get('action')}
          signIn={signIn}
          loginHref={loginHref}
        />
      ) : (
        <SignInProblem message={intl.formatMessage(messages.missing)} loginHref={loginHref} />
      )}
    </Stack>
  );
}
