import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useFocusAfterOutcome } from './useFocusAfterOutcome';

/** A page whose form gives way to a message once it is sent. */
function ResetRequest({ sent }: { sent: boolean }) {
  useFocusAfterOutcome(sent);
  return (
    <main>
      <h1>Reset your password</h1>
      {sent ? (
        <p role="status">We sent you a link.</p>
      ) : (
        <form>
          <button type="submit">Send</button>
        </form>
      )}
      <a href="/login">Back to sign in</a>
    </main>
  );
}

test('the form gone with the focus, the page’s heading takes it', () => {
  const { rerender } = render(<ResetRequest sent={false} />);
  screen.getByRole('button', { name: 'Send' }).focus();
  rerender(<ResetRequest sent />);
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
});

test('focus the person put elsewhere stays there', () => {
  const { rerender } = render(<ResetRequest sent={false} />);
  screen.getByRole('link', { name: 'Back to sign in' }).focus();
  rerender(<ResetRequest sent />);
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveFocus();
});

test('nothing moves before there is an outcome', () => {
  render(<ResetRequest sent={false} />);
  expect(document.body).toHaveFocus();
});
