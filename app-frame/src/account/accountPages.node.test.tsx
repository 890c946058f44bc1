// The shared account pages take each app's differences as parameters: these render them both
// ways (to markup, on the server) and check each parameter shows where it should.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, type MessageDescriptor } from 'react-intl';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';
import { NewPasswordPage } from './NewPasswordPage';
import { PendingVerificationPage } from './PendingVerificationPage';
import { RequestResetLinkPage } from './RequestResetLinkPage';
import { SignInPage } from './SignInPage';

const text = (defaultMessage: string): MessageDescriptor => ({
  id: `test.${defaultMessage}`,
  defaultMessage,
});
const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      {element}
    </IntlProvider>,
  );
const noCall = () => Promise.resolve();
const binding = (name: string) => ({ id: name, name, value: '', onChange: () => undefined });

describe('SignInPage', () => {
  const page = (props: Partial<Parameters<typeof SignInPage>[0]>) =>
    render(
      <SignInPage
        title={text('Sign in to your account')}
        sessionExpired={false}
        signIn={noCall}
        forgotPasswordHref="/forgot"
        newcomer={{ question: text('New here?'), link: text('Join'), href: '/join' }}
        {...props}
      />,
    );

  test('the email label is the frame’s unless the app names it', () => {
    expect(page({})).toContain('>Email<');
    expect(page({ emailLabel: text('Email address') })).toContain('>Email address<');
  });

  test('the intro, the expired session and the links are the app’s', () => {
    const markup = page({ intro: text('Use your account.'), sessionExpired: true });
    expect(markup).toContain('Use your account.');
    expect(markup).toContain('Your session expired, please login again');
    expect(markup).toContain('href="/forgot"');
    expect(markup).toContain('href="/join"');
    expect(page({})).not.toContain('Your session expired');
  });
});

describe('PendingVerificationPage', () => {
  const page = (props: Partial<Parameters<typeof PendingVerificationPage>[0]>) =>
    render(
      <PendingVerificationPage
        title={text('Verify')}
        intro={text('We sent a code to {email}.')}
        email="someone@demo.test"
        introSpacing="large"
        submitLabel={text('Verify my email')}
        verify={noCall}
        resend={noCall}
        resent={{ message: text('Sent.'), tone: 'positive' }}
        {...props}
      />,
    );

  test('says where the code went, and offers a new one', () => {
    const markup = page({});
    expect(markup).toContain('We sent a code to someone@demo.test.');
    expect(markup).toContain('Send a new code');
    expect(markup).toContain('Verification code');
  });

  test('a way to sign out only where the app gives one', () => {
    expect(page({})).not.toContain('Sign me out');
    expect(
      page({
        signOut: { question: text('Not you?'), label: text('Sign me out'), onPress: () => {} },
      }),
    ).toContain('Sign me out');
  });
});

describe('NewPasswordFields', () => {
  test('the frame’s hint by default, the app’s, or none', () => {
    const fields = (hint?: MessageDescriptor | null) =>
      render(
        <NewPasswordFields
          password={binding('password')}
          label={text('New password')}
          {...(hint !== undefined ? { hint } : {})}
        />,
      );
    expect(fields()).toContain(
      'At least 8 characters, with a number, a lower case and an upper case letter.',
    );
    expect(fields(text('Eight or more.'))).toContain('Eight or more.');
    expect(fields(null)).not.toContain('At least 8 characters');
  });

  test('a repeat only where the form asks for one', () => {
    const once = render(<NewPasswordFields password={binding('password')} label={text('New')} />);
    const twice = render(
      <NewPasswordFields
        password={binding('password')}
        label={text('New')}
        confirmation={{ field: binding('confirmation'), label: text('Repeat it') }}
      />,
    );
    expect(once).not.toContain('Repeat it');
    expect(twice).toContain('Repeat it');
  });
});

describe('NewPasswordPage', () => {
  const page = (token: string | null) =>
    render(
      <NewPasswordPage
        token={token}
        title={text('Choose a new password')}
        passwordLabel={text('New password')}
        submitLabel={text('Save')}
        resetPassword={noCall}
        loginHref="/login"
        requestLinkHref="/forgot"
      />,
    );

  test('without a token the link is incomplete, and a new one is offered', () => {
    const markup = page(null);
    expect(markup).toContain('This link is incomplete.');
    expect(markup).toContain('href="/forgot"');
    expect(markup).not.toContain('New password');
  });

  test('with a token, the form', () => {
    expect(page('abc')).toContain('New password');
  });
});

describe('RequestResetLinkPage', () => {
  const page = (placement: 'heading' | 'form') =>
    render(
      <RequestResetLinkPage
        intro={{ message: text('Type your address.'), placement }}
        submitLabel={text('Send')}
        requestLink={noCall}
        sent={{ placement: 'aboveForm', body: text('Sent.') }}
        loginHref="/login"
      />,
    );

  test('the frame’s title and way back, the app’s intro', () => {
    const markup = page('heading');
    expect(markup).toContain('Reset your password');
    expect(markup).toContain('Type your address.');
    expect(markup).toContain('href="/login"');
  });
});
