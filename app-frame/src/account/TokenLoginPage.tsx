import { positiveMessages, toast } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { returnPath } from '../frame/returnPath';
import { handoverReason } from '../handover/handover';
import { handoverMessages } from '../handover/messages';
import type { Navigate } from './navigate';
import { TokenSignInPage } from './TokenSignInPage';

export interface TokenLoginPageProps {
  /** The app's call signing in with the link's one-time token. */
  signIn: (token: string) => Promise<unknown>;
  /** Where the app goes when the link names no page to return to. */
  home: string;
  navigate: Navigate;
  loginHref: string;
}

/**
 * Sign-in from a one-time link (`…?token=…&action=…`): then to the page it names, else home. A
 * link from the portal that sent a coach here (`reason=coachAccount`) says why they are here.
 */
export function TokenLoginPage({ signIn, home, navigate, loginHref }: TokenLoginPageProps) {
  const intl = useIntl();
  const reason = handoverReason(useSearch());
  return (
    <TokenSignInPage
      loginHref={loginHref}
      signIn={async (token, action) => {
        await signIn(token);
        if (reason === 'coachAccount')
          toast.info(intl.formatMessage(handoverMessages.coachAccountArrived));
        else toast.positive(positiveMessages.login);
        navigate(returnPath(action, home), { replace: true });
      }}
    />
  );
}
