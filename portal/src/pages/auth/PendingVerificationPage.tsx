import {
  PendingVerificationPage as FramePendingVerificationPage,
  useApiSession,
  useAuthActions,
  useSignOut,
} from '@hci/app-frame';
import { loginPath } from '../../paths';
import { verificationMessages as m } from './verificationMessages';

/**
 * /pending-email-address-verification: where an unverified student is held until the
 * e-mailed code is entered. Verifying renews the session, and the guard moves the student on.
 */
export function PendingVerificationPage() {
  const auth = useAuthActions();
  const { email } = useApiSession();
  const signOut = useSignOut(loginPath());
  return (
    <FramePendingVerificationPage
      title={m.title}
      intro={m.intro}
      email={email}
      introSpacing="large"
      submitLabel={m.submit}
      verify={auth.verifyEmail}
      resend={auth.resendVerification}
      resent={{ message: m.resent, tone: 'positive' }}
      signOut={{ question: m.wrongAccount, label: m.signOut, onPress: signOut }}
    />
  );
}
