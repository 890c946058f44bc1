// Framed controls side by side in a form row line up: each frame is the 44 px touch target, with
// or without the thicker border of an invalid field.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { ComboBox, ComboBoxItem } from '../ComboBox';
import english from '../compiled-lang/en-US.json';
import { DateRangePicker } from '../DateRangePicker';
import { PasswordField } from '../forms/PasswordField';
import { TextField } from '../forms/TextField';
import type { CompiledMessages } from '../i18n/catalogue';
import { SearchField } from '../SearchField';
import { Select, SelectItem } from '../Select';
import { lightTheme } from '../tokens/themeClasses.css';

// The forms kit's fields are invalid when given an error message; the others take `isInvalid` too.
const error = (isInvalid: boolean) => (isInvalid ? 'Fix this field.' : undefined);

const controls: Record<string, (isInvalid: boolean) => ReactElement> = {
  TextField: (isInvalid) => <TextField label="First name" errorMessage={error(isInvalid)} />,
  PasswordField: (isInvalid) => <PasswordField label="Password" errorMessage={error(isInvalid)} />,
  Select: (isInvalid) => (
    <Select label="Plan" isInvalid={isInvalid} errorMessage={error(isInvalid)}>
      <SelectItem id="full">Pay in full</SelectItem>
    </Select>
  ),
  ComboBox: (isInvalid) => (
    <ComboBox label="Coach" isInvalid={isInvalid} errorMessage={error(isInvalid)}>
      <ComboBoxItem id="carmen">Carmen López</ComboBoxItem>
    </ComboBox>
  ),
  SearchField: (isInvalid) => (
    <SearchField label="Search" isInvalid={isInvalid} errorMessage={error(isInvalid)} />
  ),
  DateRangePicker: (isInvalid) => (
    <DateRangePicker label="Dates" isInvalid={isInvalid} errorMessage={error(isInvalid)} />
  ),
};

/** The nearest element around the control that draws a border: its frame. */
function frameOf(element: HTMLElement): HTMLElement {
  let frame: HTMLElement | null = element;
  while (frame && parseFloat(getComputedStyle(frame).borderTopWidth) === 0) {
    frame = frame.parentElement;
  }
  if (!frame) throw new Error('no frame around the control');
  return frame;
}

for (const [name, control] of Object.entries(controls)) {
  for (const isInvalid of [false, true]) {
    test(`${name}${isInvalid ? ', invalid,' : ''} is framed 44 px tall`, () => {
      render(
        <IntlProvider
          locale="en-US"
          messages={english as unknown as CompiledMessages}
          defaultLocale="en-US"
        >
          <div className={lightTheme}>
            <div data-testid="field">{control(isInvalid)}</div>
          </div>
        </IntlProvider>,
      );
      const field = screen.getByTestId('field');
      const input =
        field.querySelector<HTMLElement>('input, select, [role=spinbutton]') ??
        field.querySelector<HTMLElement>('[role=group]');
      expect(input).not.toBeNull();
      if (isInvalid) expect(screen.getByText('Fix this field.')).toBeVisible();
      expect(frameOf(input!).getBoundingClientRect().height).toBe(44);
    });
  }
}
