import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/SearchField',
  component: SearchField,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  args: { label: 'Search modules', description: 'Search by title or keyword.', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypedAndSubmitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('habits{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('habits');
    // The field's one button, named by react-aria in the story's language.
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'nutrition' } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Type at least two letters to search.',
    defaultValue: 'h',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(
      canvas.getByRole('searchbox', { name: say('Search modules') }),
    ).toHaveAccessibleDescription(
      `${say('Search by title or keyword.')} ${say('Type at least two letters to search.')}`,
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Buscar módulos',
    description: 'Busca por título o palabra clave.',
    defaultValue: 'hábitos',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'sleep' } };
