import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof TextArea>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/TextArea',
  component: TextArea,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('TextArea'),
  args: {
    label: 'Introduction',
    description: 'Shown on your public profile',
    isRequired: true,
    value: 'I help busy parents cook at home.',
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Introduction'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { value: '1', errorMessage: 'This field must contain at least one word' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Introduction'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field must contain at least one word')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Introduction'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Presentación',
    description: 'Se muestra en tu perfil público',
    value: '1',
    errorMessage: 'Este campo debe contener al menos una palabra',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Presentación');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo debe contener al menos una palabra'),
    );
  },
};

/** A soft limit: the count under the field, and text past the limit kept and counted. */
export const WithCharacterLimit: Story = {
  args: { characterLimit: 40, value: 'I help busy parents cook at home.' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const field = canvas.getByLabelText(say('Introduction'));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(text('ds.textArea.count', { count: 33, limit: 40 })),
    );
    await userEvent.type(field, ' Every week.');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(text('ds.textArea.over', { count: 5 })),
    );
  },
};
