// The calendar of a date field for dates to come, as a keyboard, mouse and screen-reader user
// meets it in Chromium: the button, the month it opens on, a day picked, focus afterwards.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test, vi } from 'vitest';
import english from '../../compiled-lang/en-US.json';
import spanish from '../../compiled-lang/es.json';
import type { CompiledMessages } from '../../i18n/catalogue';
import { lightTheme } from '../../tokens/themeClasses.css';
import { DateField, type DateFieldProps } from './DateField';

function inLanguage(locale: 'en-US' | 'es', children: ReactNode) {
  const messages = (locale === 'es' ? spanish : english) as unknown as CompiledMessages;
  return (
    <IntlProvider locale={locale} messages={messages}>
      <AriaI18nProvider locale={locale === 'es' ? 'es-ES' : 'en-US'}>
        <div className={lightTheme}>{children}</div>
      </AriaI18nProvider>
    </IntlProvider>
  );
}

/** A controlled field for a date to come, as forms use it, reporting each value it stores. */
function StartDate({
  initial = '',
  onValue = () => undefined,
  ...props
}: Partial<DateFieldProps> & { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      upcoming
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const chooseButton = () => screen.findByRole('button', { name: 'Choose a date for Start date' });

describe('a date field for a date to come', () => {
  test('opens a month on the field’s date from its button, and picks a day with the keyboard', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(
      inLanguage(
        'en-US',
        <StartDate initial="2030-03-12" minDate="2030-03-01" onValue={onValue} />,
      ),
    );
    const input = screen.getByLabelText('Start date');
    const button = await chooseButton();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const grid = within(dialog).getByRole('grid', { name: /March 2030/ });
    expect(within(dialog).getByRole('heading', { name: 'March 2030' })).toBeVisible();
    // Focus starts on the field's date, shown as chosen.
    const twelfth = within(grid).getByRole('button', { name: /March 12, 2030/ });
    expect(twelfth).toHaveFocus();
    expect(twelfth.closest('td')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2030-03-20');
    expect(input).toHaveValue('03-20-2030');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back in the input, where the date was filled in.
    await waitFor(() => expect(input).toHaveFocus());
  });

  test('a click on a day fills the field, with the field keeping its own value too', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      inLanguage(
        'en-US',
        <DateField
          label="Start date"
          upcoming
          minDate="2030-03-01"
          defaultValue="2030-03-12"
          onChange={onChange}
        />,
      ),
    );
    const input = screen.getByLabelText('Start date');
    await user.click(await chooseButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /March 27, 2030/ }));
    expect(onChange).toHaveBeenLastCalledWith('2030-03-27');
    expect(input).toHaveValue('03-27-2030');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
  });

  test('Escape closes the calendar, leaves the value alone and returns focus to the button', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(inLanguage('en-US', <StartDate initial="2030-03-12" onValue={onValue} />));
    const button = await chooseButton();
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 12, 2030/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Start date')).toHaveValue('03-12-2030');
  });

  test('a day before the field’s first one cannot be picked', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(
      inLanguage(
        'en-US',
        <StartDate initial="2030-03-12" minDate="2030-03-10" onValue={onValue} />,
      ),
    );
    await user.click(await chooseButton());
    const dialog = await screen.findByRole('dialog');
    const ninth = within(dialog).getByRole('button', { name: /March 9, 2030/ });
    expect(ninth).toHaveAttribute('aria-disabled', 'true');
    await user.click(ninth);
    expect(onValue).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: /March 10, 2030/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Nor in an earlier month.
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('without a first day of its own, it offers today and later, opening on today', async () => {
    const user = userEvent.setup();
    render(inLanguage('en-US', <StartDate />));
    await user.click(await chooseButton());
    const dialog = await screen.findByRole('dialog');
    const today = Temporal.Now.plainDateISO();
    const todayCell = within(dialog).getByRole('button', { name: /^Today/ });
    expect(todayCell).toHaveTextContent(String(today.day));
    expect(todayCell).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(todayCell).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('a past date in the field opens the calendar on the first day it offers', async () => {
    const user = userEvent.setup();
    render(inLanguage('en-US', <StartDate initial="2030-01-05" minDate="2030-03-10" />));
    await user.click(await chooseButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('grid', { name: /March 2030/ })).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 10, 2030/ })).toHaveFocus(),
    );
  });

  test('each calendar button is named for its field, so two on a page tell apart', async () => {
    render(
      inLanguage(
        'en-US',
        <>
          <StartDate />
          <StartDate label="End date" />
        </>,
      ),
    );
    expect(await chooseButton()).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Choose a date for End date' })).toBeVisible();
    // The field's own label still names only its input.
    expect(screen.getByLabelText('End date')).toHaveRole('textbox');
  });

  test('speaks Spanish: the button, the month and its days', async () => {
    const user = userEvent.setup();
    render(inLanguage('es', <StartDate label="Fecha de inicio" initial="2030-03-12" />));
    await user.click(
      await screen.findByRole('button', { name: 'Elegir una fecha para Fecha de inicio' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Elegir una fecha' });
    expect(within(dialog).getByRole('heading', { name: 'marzo de 2030' })).toBeVisible();
    // The week starts on Monday (the weekdays' row is for sight; each day names its own).
    expect(dialog.querySelector('thead')).toHaveTextContent('LMXJVSD');
    await user.click(within(dialog).getByRole('button', { name: /14 de marzo de 2030/ }));
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('03-14-2030');
  });

  test('a disabled field’s button is disabled too', async () => {
    render(inLanguage('en-US', <StartDate isDisabled />));
    expect(await chooseButton()).toBeDisabled();
  });

  test('the button is a 44 px target inside the field’s 44 px frame', async () => {
    render(inLanguage('en-US', <StartDate />));
    const button = await chooseButton();
    const frame = button.parentElement!;
    const box = frame.getBoundingClientRect();
    expect(box.height).toBe(44);
    expect(button.getBoundingClientRect().width).toBe(44);
    // Its press area reaches over the frame's borders to the frame's full height.
    const x = button.getBoundingClientRect().left + 22;
    expect(document.elementFromPoint(x, box.top + 0.5)).toBe(button);
    expect(document.elementFromPoint(x, box.bottom - 0.5)).toBe(button);
  });
});

test('a field for a date not to come (a birthday) has no calendar button', async () => {
  render(
    inLanguage(
      'en-US',
      <>
        <DateField label="Date of birth" />
        <StartDate />
      </>,
    ),
  );
  // The other field's button has arrived, so this one's would have too.
  await chooseButton();
  expect(screen.getAllByRole('button')).toHaveLength(1);
  const birthFrame = screen.getByLabelText('Date of birth').parentElement!;
  expect(within(birthFrame).queryByRole('button')).toBeNull();
});
