import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, test, vi } from 'vitest';
import { DayPicker } from '.';

const freeDays = new Set(['2026-12-01', '2026-12-03', '2027-01-05']);

function Picker({
  onChange,
  opensOn = '2026-12-01',
}: {
  onChange: (day: string) => void;
  opensOn?: string;
}) {
  const [value, setValue] = useState<string | null>('2026-12-01');
  const [focused, setFocused] = useState(opensOn);
  return (
    <I18nProvider locale="en-US">
      <DayPicker
        label="Day of the session"
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
        focusedDay={focused}
        onFocusedDayChange={setFocused}
        minDay="2026-11-28"
        isDayAvailable={(day) => freeDays.has(day)}
      />
    </I18nProvider>
  );
}

const cell = (name: RegExp) => screen.getByRole('button', { name }).closest('[role=gridcell]');

test('a month in the page: the free days chosen by keyboard, the others not', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn<(day: string) => void>();
  render(<Picker onChange={onChange} />);
  const grid = screen.getByRole('grid', { name: /December 2026/ });
  expect(cell(/December 1, 2026/)).toHaveAttribute('aria-selected', 'true');
  expect(within(grid).getByRole('button', { name: /December 2, 2026/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  within(grid)
    .getByRole('button', { name: /December 1, 2026/ })
    .focus();
  // December 2 has no free time: Enter there chooses nothing.
  await user.keyboard('{ArrowRight}{Enter}');
  expect(onChange).not.toHaveBeenCalled();
  await user.keyboard('{ArrowRight}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
  expect(cell(/December 3, 2026/)).toHaveAttribute('aria-selected', 'true');
  // Page Down goes a month on; the month shown follows.
  await user.keyboard('{PageDown}');
  expect(screen.getByRole('grid', { name: /January 2027/ })).toBeVisible();
  expect(screen.getByRole('button', { name: /January 3, 2027/ })).toHaveFocus();
});

test('no day before the first one offered', () => {
  render(<Picker onChange={() => {}} opensOn="2026-11-29" />);
  expect(screen.getByRole('button', { name: /November 27, 2026/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(screen.getAllByRole('button', { name: 'Previous' })[0]).toBeDisabled();
});
