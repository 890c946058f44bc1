import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Disclosure, DisclosureGroup, Text } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'How do transfers work?',
    children: <Text>The first transfer is free; later transfers carry a fee of up to $300.</Text>,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(
      canvas.getByRole('button', { name: say('How do transfers work?') }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ExpandedWithKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: say('How do transfers work?') }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText(
        say('The first transfer is free; later transfers carry a fee of up to $300.'),
      ),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Group: Story = {
  render: () => (
    <DisclosureGroup defaultExpandedKeys={['reply']}>
      <Disclosure id="fee" title="Is there a fee?">
        <Text>Up to $300 for transfers after the first.</Text>
      </Disclosure>
      <Disclosure id="reply" title="When will an advisor reply?">
        <Text>Within 1–2 business days.</Text>
      </Disclosure>
      <Disclosure
        id="long"
        title="What happens to my sessions, payments and agreements when I move to another cohort?"
      >
        <Text>They move with you to the new cohort.</Text>
      </Disclosure>
    </DisclosureGroup>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultExpanded: true } };
