import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { Button } from './Button';

function Form({ onSubmit }: { onSubmit: (event: FormEvent) => void }) {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <Button type="submit">Sign in</Button>
      </form>
    </IntlProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={() => undefined} />);
  document.body.append(container);
  return container;
}

test('before hydration a submit button cannot submit, and says it waits', () => {
  const button = prerendered().querySelector('button[data-deferred-submit]')!;
  expect(button).toHaveAttribute('type', 'button');
});

test('before hydration Enter in the only field of a form sends nothing; after, the guard is gone', async () => {
  const container = prerendered();
  const form = container.querySelector('form')!;
  form.prepend(Object.assign(document.createElement('input'), { name: 'email' }));
  const button = container.querySelector('button[data-deferred-submit]')!;
  // The form's default button is a disabled one, so the browser's implicit submission stops there.
  const guard = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  expect(guard).toBeDisabled();
  expect(guard).not.toBeVisible();
  expect(guard.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const navigated = vi.fn((event: SubmitEvent) => event.preventDefault());
  form.addEventListener('submit', navigated);
  await userEvent.type(form.querySelector('input')!, 'early@example.com{Enter}');
  expect(navigated).not.toHaveBeenCalled();
  form.removeEventListener('submit', navigated);

  form.querySelector('input')!.remove();
  act(() => {
    root = hydrateRoot(container, <Form onSubmit={() => undefined} />);
  });
  await waitFor(() => expect(button).toHaveAttribute('type', 'submit'));
  expect(container.querySelectorAll('button')).toHaveLength(1);
  expect(container.querySelector('button')).toBe(button);
});

test('a submit pressed before hydration is carried out once the button can submit', async () => {
  const container = prerendered();
  // What the page's early script does when the button is pressed before the app starts.
  container.querySelector('form')!.setAttribute('data-submit-requested', '');
  const onSubmit = vi.fn();
  act(() => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).not.toHaveAttribute('data-deferred-submit');
  expect(container.querySelector('[data-submit-requested]')).toBeNull();
});

test('without an early press, hydration submits nothing', async () => {
  const container = prerendered();
  const onSubmit = vi.fn();
  act(() => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit'),
  );
  expect(onSubmit).not.toHaveBeenCalled();
});
