import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { usePhoneMetadata } from './usePhoneMetadata';

// The metadata groups as the hook sees them: a load per source still missing, or nothing.
const missing = vi.hoisted(() => vi.fn<(source: string) => Promise<void> | undefined>());
vi.mock('@hci/validation', () => ({ missingPhoneMetadata: missing }));

beforeEach(() => {
  missing.mockReset();
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: undefined })}>
        {`Failed: ${this.state.error.message}. Try again`}
      </button>
    );
  }
}

function PhoneNumber({ country }: { country: string }) {
  usePhoneMetadata(country);
  return <p>{`Ready for ${country}`}</p>;
}

const renderPhone = (country: string) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <PhoneNumber country={country} />
      </Suspense>
    </Boundary>,
  );

test('waits for the metadata a source needs, then renders', async () => {
  let finish = () => {};
  const load = new Promise<void>((resolve) => (finish = resolve));
  let loaded = false;
  void load.then(() => (loaded = true));
  missing.mockImplementation(() => (loaded ? undefined : load));
  renderPhone('US');
  expect(screen.getByText('Loading')).toBeVisible();
  finish();
  expect(await screen.findByText('Ready for US')).toBeVisible();
});

test('a failed load shows the error boundary instead of loading again and again, and a retry loads again', async () => {
  const offline = new Error('offline');
  missing.mockImplementation(() => Promise.reject(offline));
  // React 18's development build replays a render that threw inside a dispatched event, so the
  // browser reports the error as uncaught although the boundary shows it.
  const expected = (event: ErrorEvent) => {
    if (event.error === offline) event.stopImmediatePropagation();
  };
  window.addEventListener('error', expected, { capture: true });
  onTestFinished(() => window.removeEventListener('error', expected, { capture: true }));
  renderPhone('MX');
  const retry = await screen.findByRole('button', { name: 'Failed: offline. Try again' });
  // A few loads at most: React retries a suspended render before it shows the fallback, and
  // each retry that falls in a later task than the failure loads once more. How many fall so
  // depends on the machine's load (up to 8 on a busy one), so the bound is loose; what shows that
  // nothing loops is the check after it.
  const callsBeforeRetry = missing.mock.calls.length;
  expect(callsBeforeRetry).toBeLessThanOrEqual(12);
  // The boundary stays: nothing keeps loading behind it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(missing.mock.calls.length).toBe(callsBeforeRetry);

  missing.mockImplementation(() => undefined);
  await userEvent.click(retry);
  expect(await screen.findByText('Ready for MX')).toBeVisible();
});
