import { positiveMessages, toast } from '@hci/design-system';
import { useApi, useAuthActions } from '@hci/api-schema';
import { useLocation } from 'wouter';
import { returnPath, TokenSignInPage } from '@hci/design-system/app';
import { paths, signedInHome } from '../../paths';

/** Sign-in from a one-time link (`/login/token?token=…&action=…`). */
export function TokenLoginPage() {
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return (
    <TokenSignInPage
      loginHref={paths.login}
      signIn={async (token, action) => {
        await auth.signInWithSso({ token });
        analytics.track('signIn', { properties: { method: 'token' } });
        toast.positive(positiveMessages.login);
        navigate(returnPath(action, signedInHome), { replace: true });
      }}
    />
  );
}
