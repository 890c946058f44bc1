import { positiveMessages, toast } from '@hci/design-system';
import { useAuthActions } from '@hci/api-schema';
import { useLocation } from 'wouter';
import { returnPath, TokenSignInPage } from '@hci/design-system/app';
import { paths } from '../../paths';

/** Sign-in from a one-time link (`/login/token?token=…&action=…`), as in the coach app. */
export function TokenLoginPage() {
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return (
    <TokenSignInPage
      loginHref={paths.login}
      signIn={async (token, action) => {
        await auth.signInWithSso({ token });
        toast.positive(positiveMessages.login);
        navigate(returnPath(action, paths.home), { replace: true });
      }}
    />
  );
}
