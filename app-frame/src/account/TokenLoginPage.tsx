import { Fragment, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import {
  Alert,
  Link,
  LoadingRegion,
  serverErrorOf,
  Stack,
  toast,
  useServerErrorMessage,
} from '@hci/design-system';
import { positiveMessages } from '../notices';
import { PageHeading } from '../frame/PageHeading';
import { returnPath } from '../frame/returnPath';
import { handoverReason } from '../handover/handover';
import { handoverMessages } from '../handover/messages';
import type { Navigate } from './navigate';

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

export interface TokenLoginPageProps {
  /**
   * The app's call signing in with the link's one-time token; rejects with the server's error,
   * whose `key` says what went wrong.
   */
  signIn: (token: string) => Promise<unknown>;
  /** Where the app goes when the link names no page to return to. */
  home: string;
  navigate: Navigate;
  /** The password sign-in, offered when the link does not work. */
  loginHref: string;
}

/**
 * Sign-in from a one-time link (`…?token=…&action=…`), for both apps: then to the page it names,
 * else home. A link from the portal that sent a coach here (`reason=coachAccount`) says why they
 * are here.
 */
export function TokenLoginPage({ signIn, home, navigate, loginHref }: TokenLoginPageProps) {
  const intl = useIntl();
  const errorMessage = useServerErrorMessage();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const [failure, setFailure] = useState<{ key: string | undefined }>();
  // The link is single-use, so it is sent once, however often the page renders.
  const firstCall = useRef(async () => {
    if (!token) return;
    await signIn(token);
    if (handoverReason(search) === 'coachAccount')
      toast.info(intl.formatMessage(handoverMessages.coachAccountArrived));
    else toast.positive(positiveMessages.login);
    navigate(returnPath(query.get('action'), home), { replace: true });
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    firstCall.current().catch((error: unknown) => setFailure({ key: serverErrorOf(error)?.key }));
  }, []);
  const problem = token
    ? failure && intl.formatMessage(errorMessage(failure.key))
    : intl.formatMessage(messages.missing);
  return (
    <Stack space="large" align="left">
      {problem === undefined ? (
        <Fragment key="signingIn">
          <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
          <LoadingRegion label={intl.formatMessage(messages.signingIn)}>
            <span />
          </LoadingRegion>
        </Fragment>
      ) : (
        // The heading says the link failed: "Signing you in" above an error would contradict it.
        <Fragment key="problem">
          <PageHeading>{intl.formatMessage(messages.problemTitle)}</PageHeading>
          <Alert tone="critical">{problem}</Alert>
          <Link href={loginHref}>{intl.formatMessage(messages.signInInstead)}</Link>
        </Fragment>
      )}
    </Stack>
  );
}
