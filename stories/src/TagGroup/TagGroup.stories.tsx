import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Tag, TagGroup } from '@hci/design-system';
import { withDefinitionOf, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('TagGroup/TagGroup.stories.tsx');

const initial = [
  { id: 'nutrition', name: 'Nutrition' },
  { id: 'sleep', name: 'Sleep' },
  { id: 'stress', name: 'Stress management' },
];

interface SpecializationsProps {
  label: string;
  description?: string;
  initialItems?: typeof initial;
}

/** A coach's specializations, removable one by one. */
function Specializations({ label, description, initialItems = initial }: SpecializationsProps) {
  const [items, setItems] = useState(initialItems);
  return (
    <TagGroup
      label={label}
      description={description}
      items={items}
      onRemove={(keys) => setItems((current) => current.filter((item) => !keys.has(item.id)))}
      renderEmptyState={() => 'No specializations yet. Add one to help clients find you.'}
    >
      {(item) => <Tag>{item.name}</Tag>}
    </TagGroup>
  );
}

const meta = {
  title: 'Library/Components/TagGroup',
  component: Specializations,
  parameters: withDefinitionOf(fileText, 'Specializations', ['initial', 'SpecializationsProps']),
  args: { label: 'Specializations', description: 'Shown on your public profile.' },
} satisfies Meta<typeof Specializations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByText('Nutrition')).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Sleep' })).toHaveFocus();
  },
};

// Starts empty: emptying the list in the play function left a stale one-pixel paint of the removed
// tags that differed from run to run on a busy machine (removal is tested in TagGroup.test.tsx).
export const EmptyState: Story = {
  args: { initialItems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No specializations yet/)).toBeVisible();
  },
};

export const Invalid: Story = {
  // Show code as written: Storybook would print the items' render function empty.
  parameters: {
    docs: {
      source: {
        code: `<TagGroup
  label="Languages"
  items={[{ id: 'en', name: 'English' }]}
  errorMessage="Add at least two languages."
>
  {(item) => <Tag>{item.name}</Tag>}
</TagGroup>`,
      },
    },
  },
  render: () => (
    <TagGroup
      label="Languages"
      items={[{ id: 'en', name: 'English' }]}
      errorMessage="Add at least two languages."
    >
      {(item) => <Tag>{item.name}</Tag>}
    </TagGroup>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
