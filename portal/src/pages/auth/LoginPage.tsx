import { SignInPage, useAuthActions } from '@hci/app-frame';
import { useSearch } from 'wouter';
import { loginMessages as m } from './loginMessages';
import { paths } from '../../paths';

/**
 * /login (POST /auth/signin/student). Once signed in, the route guard moves the student on: to
 * the path remembered in `action`, else /home.
 */
export function LoginPage() {
  const auth = useAuthActions();
  const sessionExpired = new URLSearchParams(useSearch()).get('reason') === 'sessionExpired';
  return (
    <SignInPage
      title={m.title}
      documentTitle={m.documentTitle}
      sessionExpired={sessionExpired}
      signIn={auth.signInStudent}
      forgotPasswordHref={paths.forgotPassword}
      newcomer={{ question: m.newStudent, link: m.getStarted, href: paths.getStarted }}
    />
  );
}
