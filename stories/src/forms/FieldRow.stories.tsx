import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Column,
  Columns,
  ComboBox,
  ComboBoxItem,
  DateRangePicker,
  SearchField,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@hci/design-system';
import { withDefinitionOf, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('forms/FieldRow.stories.tsx');

/** Every framed control side by side: the frames share one height, valid or invalid. */
function FieldRows({ isInvalid = false }: { isInvalid?: boolean }) {
  const errorMessage = isInvalid ? 'Fix this field.' : undefined;
  return (
    <Stack space="medium">
      <Columns space="small">
        <Column>
          <TextField label="First name" errorMessage={errorMessage} />
        </Column>
        <Column>
          <Select label="Payment plan" isInvalid={isInvalid} errorMessage={errorMessage}>
            <SelectItem id="full">Pay in full</SelectItem>
          </Select>
        </Column>
        <Column>
          <ComboBox label="Coach" isInvalid={isInvalid} errorMessage={errorMessage}>
            <ComboBoxItem id="carmen">Carmen López</ComboBoxItem>
          </ComboBox>
        </Column>
      </Columns>
      <Columns space="small">
        <Column>
          <SearchField label="Search" isInvalid={isInvalid} errorMessage={errorMessage} />
        </Column>
        <Column>
          <DateRangePicker
            label="Available dates"
            isInvalid={isInvalid}
            errorMessage={errorMessage}
          />
        </Column>
      </Columns>
    </Stack>
  );
}

const meta = {
  title: 'Library/Forms/Field row',
  parameters: withDefinitionOf(fileText, 'FieldRows'),
  render: () => (
    <Stack space="large">
      <FieldRows isInvalid={false} />
      <FieldRows isInvalid />
    </Stack>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SameHeight: Story = {
  // Side by side, as from the tablet breakpoint up: on a phone the row stacks its fields.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const controls = canvasElement.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]), select, [role=spinbutton]',
    );
    // The date picker's form inputs are hidden, zero-sized.
    const visible = [...controls].filter((control) => control.getBoundingClientRect().height > 0);
    const heights = visible.map((control) => {
      let frame: HTMLElement | null = control;
      while (frame && parseFloat(getComputedStyle(frame).borderTopWidth) === 0) {
        frame = frame.parentElement;
      }
      return frame?.getBoundingClientRect().height;
    });
    await expect(new Set(heights)).toEqual(new Set([44]));
  },
};
