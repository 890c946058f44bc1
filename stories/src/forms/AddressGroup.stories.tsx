import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AddressGroup, emptyAddress, type AddressValue } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof AddressGroup>;

function Controlled(props: Props) {
  const [value, setValue] = useState<AddressValue | undefined>(props.value);
  return <AddressGroup {...props} value={value} onChange={setValue} />;
}

const filled: AddressValue = {
  country: 'United States',
  countryCode: 'US',
  state: 'New York',
  stateCode: 'NY',
  city: 'New York',
  zip: '10001',
  street1: '350 Fifth Avenue',
  street2: '',
};

const meta = {
  title: 'Library/Forms/AddressGroup',
  component: AddressGroup,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('AddressGroup'),
  args: { legend: 'Home address', isRequired: true, value: filled },
} satisfies Meta<typeof AddressGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under a heading that already names it: the legend is left to screen readers. */
export const UnderAHeading: Story = {
  args: { isLegendHidden: true },
  decorators: [
    (Story) => (
      <section aria-labelledby="address-heading">
        <h2 id="address-heading">Address</h2>
        {Story()}
      </section>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('group', { name: say('Home address') })).toBeInTheDocument();
  },
};

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const group = canvas.getByRole('group', { name: say('Home address') });
    const state = within(group).getByLabelText(text('form.address.state'));
    await userEvent.selectOptions(state, 'CA');
    await expect(state).toHaveValue('CA');
  },
};

export const Invalid: Story = {
  args: {
    value: { ...emptyAddress, city: 'Austin', zip: '73301' },
    errors: {
      countryCode: 'The address must contain a country',
      stateCode: 'The address must contain a state',
      street1: 'The address must contain a street',
    },
  },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByLabelText(text('form.address.country'))).toHaveAccessibleDescription(
      'The address must contain a country',
    );
    await expect(canvas.getByLabelText(text('form.address.street1'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByLabelText(text('form.address.city'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    legend: 'Dirección de casa',
    value: { ...emptyAddress, city: 'Madrid', zip: '28001' },
    errors: { countryCode: 'La dirección debe contener un país' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Dirección de casa' })).toBeVisible();
    await expect(canvas.getByLabelText('País')).toHaveAccessibleDescription(
      'La dirección debe contener un país',
    );
  },
};
