import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { UnreadBadge } from './UnreadBadge';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

test('nothing is rendered when there is nothing unread', () => {
  const { container } = render(<UnreadBadge count={0} />, { wrapper: english });
  expect(container).toBeEmptyDOMElement();
});

test('shows the count and names it in words', () => {
  render(<UnreadBadge count={1} />, { wrapper: english });
  expect(screen.getByRole('img', { name: '1 unread message' })).toHaveTextContent('1');
});

test('caps the visible count at 20+ but says the exact number', () => {
  render(<UnreadBadge count={25} />, { wrapper: english });
  expect(screen.getByRole('img', { name: '25 unread messages' })).toHaveTextContent('20+');
});
