import { TokenLoginPage as FrameTokenLoginPage, useApi, useAuthActions } from '@hci/app-frame';
import { useLocation } from 'wouter';
import { paths, signedInHome } from '../../paths';

/** Sign-in from a one-time link (`/login/token?token=…&action=…`). */
export function TokenLoginPage() {
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return (
    <FrameTokenLoginPage
      signIn={async (token) => {
        await auth.signInWithSso({ token });
        analytics.track('signIn', { properties: { method: 'token' } });
      }}
      home={signedInHome}
      navigate={navigate}
      loginHref={paths.login}
    />
  );
}
