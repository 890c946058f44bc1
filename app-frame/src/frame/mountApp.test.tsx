import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { Button } from '@hci/design-system';
import { mountApp } from './mountApp';

const language = { locale: 'en-US' as const, messages: {} };

function App({ onPress }: { onPress: () => void }) {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <h1>Sign in</h1>
      <Button onPress={onPress}>Show</Button>
    </IntlProvider>
  );
}

/** A prerendered page as the static server sends it, its button pressed before the app started. */
function prerendered({ pressedEarly }: { pressedEarly: boolean }) {
  document.documentElement.lang = 'en-US';
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App onPress={() => undefined} />);
  if (pressedEarly) container.querySelector('button')!.setAttribute('data-press-requested', '');
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

test('a button pressed before hydration is pressed once the page is hydrated, once', async () => {
  const container = prerendered({ pressedEarly: true });
  const heading = container.querySelector('h1');
  const onPress = vi.fn();
  mountApp(container, <App onPress={onPress} />, { language, signedIn: false });
  expect(container).toHaveAttribute('data-app-started');
  await waitFor(() => expect(onPress).toHaveBeenCalledTimes(1));
  expect(container.querySelector('[data-press-requested]')).toBeNull();
  // Hydrated, not rendered afresh.
  expect(container.querySelector('h1')).toBe(heading);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onPress).toHaveBeenCalledTimes(1);
});

test('without an early press, hydration presses nothing', async () => {
  const container = prerendered({ pressedEarly: false });
  const onPress = vi.fn();
  mountApp(container, <App onPress={onPress} />, { language, signedIn: false });
  await waitFor(() => expect(container.querySelector('button')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onPress).not.toHaveBeenCalled();
});

test('a page rendered afresh (a signed-in visitor) drops what was pressed on the prerendered one', async () => {
  const container = prerendered({ pressedEarly: true });
  const heading = container.querySelector('h1');
  const onPress = vi.fn();
  mountApp(container, <App onPress={onPress} />, { language, signedIn: true });
  await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
  expect(container.querySelector('h1')).not.toBe(heading);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onPress).not.toHaveBeenCalled();
});
