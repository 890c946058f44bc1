import {
  Alert,
  Link,
  LoadingRegion,
  Stack,
  errorMessage,
  positiveMessages,
  toast,
} from '@hci/design-system';
import { isApiError } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../app/PageHeading';
import { returnPath } from '../../navigation';
import { paths, signedInHome } from '../../routes';
import { useServices } from '../../services';

const messages = defineMessages({
  title: { id: 'coach.tokenLogin.title', defaultMessage: 'Signing you in' },
  signingIn: { id: 'coach.tokenLogin.signingIn', defaultMessage: 'Checking your sign-in link' },
  missing: {
    id: 'coach.tokenLogin.missing',
    defaultMessage: 'This sign-in link is incomplete. Open the link from your e-mail again.',
  },
  signInInstead: {
    id: 'coach.tokenLogin.signInInstead',
    defaultMessage: 'Sign in with your password',
  },
});

/** Sign-in from a one-time link (`/login/token?token=…&action=…`). */
export function TokenLoginPage() {
  const intl = useIntl();
  const { calls, analytics } = useServices();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token');
  const action = query.get('action');
  const started = useRef(false);
  const signIn = useMutation(calls.signInWithSsoToken());
  const { mutate } = signIn;

  // One attempt per token: the link is single-use, so a second request would fail.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: (auth) => {
        analytics.identify(auth.email);
        analytics.track('signIn', { method: 'token' });
        toast.positive(positiveMessages.login);
        navigate(returnPath(action, signedInHome), { replace: true });
      },
    });
  }, [token, mutate, analytics, navigate, action]);

  const problem = !token
    ? intl.formatMessage(messages.missing)
    : signIn.isError
      ? intl.formatMessage(errorMessage(isApiError(signIn.error) ? signIn.error.key : 'default'))
      : undefined;

  return (
    <Stack space="large" align="left">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {problem ? (
        <>
          <Alert tone="critical">{problem}</Alert>
          <Link href={paths.login}>{intl.formatMessage(messages.signInInstead)}</Link>
        </>
      ) : (
        <LoadingRegion label={intl.formatMessage(messages.signingIn)}>
          <span />
        </LoadingRegion>
      )}
    </Stack>
  );
}
