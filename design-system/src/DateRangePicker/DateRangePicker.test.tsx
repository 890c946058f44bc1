import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, type DateRange } from 'react-aria-components';
import { expect, test, vi } from 'vitest';
import { DateRangePicker } from '.';

test('start and end dates typed segment by segment, in a labelled group', async () => {
  const onChange = vi.fn<(range: DateRange | null) => void>();
  render(
    <I18nProvider locale="en-US">
      <DateRangePicker
        label="Availability"
        description="The days you can take sessions."
        onChange={onChange}
      />
    </I18nProvider>,
  );
  const group = screen.getByRole('group', { name: 'Availability' });
  expect(group).toHaveAccessibleDescription('The days you can take sessions.');
  const months = within(group).getAllByRole('spinbutton', { name: /month/ });
  expect(months).toHaveLength(2);

  await userEvent.click(months[0]!);
  await userEvent.keyboard('03012026');
  await userEvent.keyboard('03152026');
  expect(onChange).toHaveBeenLastCalledWith({
    start: new CalendarDate(2026, 3, 1),
    end: new CalendarDate(2026, 3, 15),
  });
});

test('the calendar button opens a range calendar; two presses choose the range', async () => {
  const onChange = vi.fn<(range: DateRange | null) => void>();
  render(
    <I18nProvider locale="en-US">
      <DateRangePicker
        label="Schedule"
        placeholderValue={new CalendarDate(2026, 3, 1)}
        onChange={onChange}
      />
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  const dialog = screen.getByRole('dialog');
  const grid = within(dialog).getByRole('grid', { name: /March 2026/ });
  await userEvent.click(within(grid).getByRole('button', { name: /March 10, 2026/ }));
  await userEvent.click(within(grid).getByRole('button', { name: /March 12, 2026/ }));
  expect(onChange).toHaveBeenCalledWith({
    start: new CalendarDate(2026, 3, 10),
    end: new CalendarDate(2026, 3, 12),
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an end before the start is invalid and says so', () => {
  render(
    <I18nProvider locale="en-US">
      <DateRangePicker
        label="Schedule"
        validationBehavior="aria"
        value={{ start: new CalendarDate(2026, 3, 12), end: new CalendarDate(2026, 3, 10) }}
        errorMessage="The start time must be earlier than the end time."
      />
    </I18nProvider>,
  );
  const group = screen.getByRole('group', { name: 'Schedule' });
  // RAC reads the selected range first, then the error.
  expect(group).toHaveAccessibleDescription(
    'Selected Range: March 12 to 10, 2026 The start time must be earlier than the end time.',
  );
  expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
});
