import { TokenLoginPage as FrameTokenLoginPage, useAuthActions } from '@hci/app-frame';
import { useLocation } from 'wouter';
import { paths } from '../../paths';

/** Sign-in from a one-time link (`/login/token?token=…&action=…`), as in the coach app. */
export function TokenLoginPage() {
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return (
    <FrameTokenLoginPage
      signIn={(token) => auth.signInWithSso({ token })}
      home={paths.home}
      navigate={navigate}
      loginHref={paths.login}
    />
  );
}
