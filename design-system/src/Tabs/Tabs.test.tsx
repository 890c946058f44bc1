import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from '.';

test('tabs switch panels with arrow keys and report the selection', async () => {
  const onSelectionChange = vi.fn();
  render(
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="payments">Payment information</Tab>
        <Tab id="history" isDisabled>
          Account history
        </Tab>
      </TabList>
      <TabPanel id="profile">Profile form</TabPanel>
      <TabPanel id="payments">Cards on file</TabPanel>
      <TabPanel id="history">History</TabPanel>
    </Tabs>,
  );
  expect(screen.getByRole('tablist', { name: 'Settings' })).toBeVisible();
  const profile = screen.getByRole('tab', { name: 'Profile' });
  expect(profile).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile form');

  await userEvent.tab();
  expect(profile).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Payment information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Cards on file');
  expect(onSelectionChange).toHaveBeenLastCalledWith('payments');

  // The disabled tab is skipped: the arrow wraps back to the first.
  await userEvent.keyboard('{ArrowRight}');
  expect(profile).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Account history' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
