import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

test('shows on keyboard focus, describes its trigger and closes on Escape', async () => {
  render(
    <Tooltip content="Copies the link to your public profile">
      <Button variant="secondary">Copy link</Button>
    </Tooltip>,
    { wrapper: english },
  );
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.tab();
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip).toHaveTextContent('Copies the link to your public profile');
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveAccessibleDescription(
    'Copies the link to your public profile',
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
