import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, Text } from '@hci/design-system';

const meta = {
  title: 'Library/Components/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="agreements">Agreements</Tab>
        <Tab id="payments">Payment information</Tab>
        <Tab id="history" isDisabled>
          Account history
        </Tab>
      </TabList>
      <TabPanel id="profile">
        <Text>Your name, photo and contact details.</Text>
      </TabPanel>
      <TabPanel id="agreements">
        <Text>The agreements you have signed.</Text>
      </TabPanel>
      <TabPanel id="payments">
        <Text>Cards on file and your payment plan.</Text>
      </TabPanel>
      <TabPanel id="history">
        <Text>Everything that happened on your account.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A built Storybook renders without React's act(): the collection's items and the focus
    // it moves arrive a moment after the story mounts, so the play function waits for them.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    // A built Storybook renders without React's act(): the collection's items and the focus
    // it moves arrive a moment after the story mounts, so the play function waits for them.
    const agreements = await canvas.findByRole('tab', { name: 'Agreements' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(agreements).toHaveFocus());
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('The agreements you have signed.'),
    );
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelectedKey: 'payments' } };
