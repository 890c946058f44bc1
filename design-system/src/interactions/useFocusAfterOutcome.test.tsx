import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useFocusAfterOutcome } from './useFocusAfterOutcome';

/** A page whose form gives way to a message once it is sent. */
function ResetRequest({ sent, toCard = false }: { sent: boolean; toCard?: boolean }) {
  useFocusAfterOutcome(sent, toCard ? () => document.getElementById('card') : undefined);
  return (
    <main>
      <h1>Reset your password</h1>
      <h2 id="card">Your request</h2>
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

test('a target given takes the focus instead', () => {
  const { rerender } = render(<ResetRequest sent={false} toCard />);
  screen.getByRole('button', { name: 'Send' }).focus();
  rerender(<ResetRequest sent toCard />);
  expect(screen.getByRole('heading', { name: 'Your request' })).toHaveFocus();
});

test('focus the person put elsewhere stays there', () => {
  const { rerender } = render(<ResetRequest sent={false} />);
  screen.getByRole('link', { name: 'Back to sign in' }).focus();
  rerender(<ResetRequest sent />);
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveFocus();
});

test('an outcome there from the start moves nothing', () => {
  render(<ResetRequest sent />);
  expect(document.body).toHaveFocus();
});

/** A form in steps, each step's form in place of the last one's. */
function Steps({ step }: { step: 'first' | 'second' }) {
  useFocusAfterOutcome(step);
  return (
    <main>
      <h1>Get started</h1>
      <form key={step}>
        <button type="submit">Continue from the {step} step</button>
      </form>
    </main>
  );
}

test('each new step of a form in steps takes the focus its last one had', () => {
  const { rerender } = render(<Steps step="first" />);
  screen.getByRole('button', { name: 'Continue from the first step' }).focus();
  rerender(<Steps step="second" />);
  expect(screen.getByRole('heading', { name: 'Get started' })).toHaveFocus();
  screen.getByRole('button', { name: 'Continue from the second step' }).focus();
  rerender(<Steps step="first" />);
  expect(screen.getByRole('heading', { name: 'Get started' })).toHaveFocus();
});
