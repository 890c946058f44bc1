// The fields as a screen-reader user meets them: names, descriptions, invalid state, and the
// masks and toggles working with a real keyboard in Chromium.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import english from '../compiled-lang/en-US.json';
import spanish from '../compiled-lang/es.json';
import type { CompiledMessages } from '../i18n/catalogue';
import { lightTheme } from '../tokens/themeClasses.css';
import { AddressGroup } from './AddressGroup';
import { DateField } from './DateField';
import { MoneyField } from './MoneyField';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import {
  type AddressValue,
  emptyAddress,
  isValidPhone,
  lettersAndSpaces,
  loadPhoneMetadata,
  type PhoneValue,
} from '@hci/validation';

function inLanguage(locale: 'en-US' | 'es', children: ReactNode) {
  const messages = (locale === 'es' ? spanish : english) as unknown as CompiledMessages;
  return (
    <IntlProvider locale={locale} messages={messages}>
      <AriaI18nProvider locale={locale === 'es' ? 'es-ES' : 'en-US'}>{children}</AriaI18nProvider>
    </IntlProvider>
  );
}

describe('the Field frame', () => {
  test('label, description and error are wired to the control; required and invalid are announced', () => {
    render(
      inLanguage(
        'en-US',
        <TextField
          label="First name"
          description="As on your ID"
          errorMessage="This field is required"
          isRequired
          value=""
        />,
      ),
    );
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID This field is required');
    expect(input).toHaveAttribute('maxlength', '100');
  });

  test('without an error the field is valid and describes only its help text', () => {
    render(inLanguage('en-US', <TextField label="City" description="Where you live" />));
    const input = screen.getByLabelText('City');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Where you live');
  });

  test('required or not, with a toggle or not: fields side by side line up at 44 px', () => {
    render(
      inLanguage(
        'en-US',
        <div className={lightTheme} style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <TextField label="Price" isRequired />
          <TextField label="Price per" />
          <PasswordField label="Password" />
        </div>,
      ),
    );
    const box = (label: string) => screen.getByLabelText(label).getBoundingClientRect();
    // The password's frame is the group around its input and its show/hide toggle.
    const password = screen.getByLabelText('Password').parentElement!.getBoundingClientRect();
    expect(box('Price').top).toBe(box('Price per').top);
    expect(password.top).toBe(box('Price per').top);
    expect(box('Price').height).toBe(44);
    expect(password.height).toBe(44);
  });

  test('an input filter drops what it does not allow as the user types', async () => {
    function Name() {
      const [value, setValue] = useState('');
      return (
        <TextField label="Last name" value={value} onChange={setValue} filter={lettersAndSpaces} />
      );
    }
    render(inLanguage('en-US', <Name />));
    await userEvent.type(screen.getByLabelText('Last name'), 'Ló3pez!');
    expect(screen.getByLabelText('Last name')).toHaveValue('López');
  });
});

describe('TextArea with a character limit', () => {
  function Intro({ locale = 'en-US' }: { locale?: 'en-US' | 'es' }) {
    const [value, setValue] = useState('');
    return inLanguage(
      locale,
      <TextArea label="Intro" value={value} onChange={setValue} characterLimit={20} />,
    );
  }

  test('counts what is typed, describes the field with it, and keeps a paste past the limit', async () => {
    const user = userEvent.setup();
    render(<Intro />);
    const field = screen.getByLabelText('Intro');
    expect(field).toHaveAccessibleDescription('0 of 20 characters');
    expect(field).not.toHaveAttribute('maxlength');
    await user.type(field, 'Cook at home 🍲');
    // An emoji is one character, as the rules count them.
    expect(field).toHaveAccessibleDescription('14 of 20 characters');
    await user.click(field);
    await user.paste(' with your family');
    expect(field).toHaveValue('Cook at home 🍲 with your family');
    expect(field).toHaveAccessibleDescription('11 characters too many');
  });

  test('near or past the limit, the count is announced once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Intro locale="es" />);
      const field = screen.getByLabelText('Intro');
      const live = document.querySelector('[aria-live="polite"]')!;
      await user.type(field, 'Cocina en casa');
      act(() => vi.advanceTimersByTime(1_000));
      // 14 of 20 is not yet near: nothing is said.
      expect(live).toHaveTextContent(/^$/);
      await user.type(field, ' ya!');
      expect(live).toHaveTextContent(/^$/);
      act(() => vi.advanceTimersByTime(1_000));
      expect(live).toHaveTextContent('Quedan 2 caracteres');
      await user.type(field, ' hoy');
      act(() => vi.advanceTimersByTime(1_000));
      expect(live).toHaveTextContent('2 caracteres de más');
      expect(field).toHaveAccessibleDescription('2 caracteres de más');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PasswordField', () => {
  test('shows and hides the password, caps at 255', async () => {
    render(inLanguage('en-US', <PasswordField label="Password" defaultValue="Welcome2026" />));
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxlength', '255');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  test('speaks Spanish', () => {
    render(inLanguage('es', <PasswordField label="Contraseña" />));
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  });
});

describe('DateField', () => {
  function Birthday({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <DateField
        label="Date of birth"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  test('its example fits the date asked for: a birthday by default, two weeks ahead for one to come', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12), toFake: ['Date'] });
    try {
      render(
        inLanguage(
          'en-US',
          <>
            <DateField label="Date of birth" />
            <DateField label="First day" upcoming />
          </>,
        ),
      );
      expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
        'For example, 01-31-1990 (MM-DD-YYYY)',
      );
      expect(screen.getByLabelText('First day')).toHaveAccessibleDescription(
        'For example, 12-09-2026 (MM-DD-YYYY)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  test('shows MM-DD-YYYY with dashes inserted while the value is ISO', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Birthday onValue={onValue} />));
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAccessibleDescription('For example, 01-31-1990 (MM-DD-YYYY)');
    await userEvent.type(input, '0105a2026');
    expect(input).toHaveValue('01-05-2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-01-05');
  });

  test('a pasted ISO date replaces what was typed', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Birthday onValue={onValue} />));
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '12');
    await userEvent.paste('1990-12-31');
    expect(input).toHaveValue('12-31-1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-12-31');
  });

  test('an impossible date stays text, never a date', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Birthday onValue={onValue} />));
    await userEvent.type(screen.getByLabelText('Date of birth'), '02302026');
    expect(onValue).toHaveBeenLastCalledWith('02-30-2026');
  });

  test('typed separators end a one-digit month or day', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Birthday onValue={onValue} />));
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '3/5/1990');
    expect(input).toHaveValue('03-05-1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-03-05');
  });

  test('a whole date naming no real day is marked invalid with no form rule run', async () => {
    render(inLanguage('en-US', <Birthday onValue={() => undefined} />));
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '02-31-1990');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('This field must be a valid date'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '02-28-1990');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

/** What a field shows, its no-break spaces (Spanish amounts have one) as plain ones. */
const shown = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\s/g, ' ');

describe('MoneyField', () => {
  test('takes dollars and gives integer cents', async () => {
    const onChange = vi.fn();
    render(inLanguage('en-US', <MoneyField label="Amount" onChange={onChange} />));
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(123450);
    expect(input).toHaveValue('$1,234.50');
  });

  test.each([
    ['-5', -500, '-$5.00'],
    ['9.9999', 999.99, '$9.9999'],
    ['19.99', 1999, '$19.99'],
  ])(
    'keeps what is typed, a negative amount or a fraction of a cent too, for the form to refuse: %s',
    async (text, cents, value) => {
      const onChange = vi.fn();
      render(inLanguage('en-US', <MoneyField label="Price" onChange={onChange} />));
      const input = screen.getByLabelText('Price');
      await userEvent.type(input, text);
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(cents);
      expect(input).toHaveValue(value);
    },
  );

  test.each([
    ['es', '1.000', 100000, '1.000,00 US$'],
    ['es', '1.000,00', 100000, '1.000,00 US$'],
    ['es', '1,000.00', 100000, '1.000,00 US$'],
    ['es', '250,50', 25050, '250,50 US$'],
    ['es', '0,5', 50, '0,50 US$'],
    ['es', '12.50', 1250, '12,50 US$'],
    ['en-US', '1,000', 100000, '$1,000.00'],
    ['en-US', '1.000,00', 100000, '$1,000.00'],
    ['en-US', '1,000.00', 100000, '$1,000.00'],
    ['en-US', '250,50', 25050, '$250.50'],
    ['en-US', '0,5', 50, '$0.50'],
  ] as const)(
    'in %s, %s is read as %i cents and shown as the language writes it',
    async (locale, text, cents, value) => {
      const onChange = vi.fn();
      render(inLanguage(locale, <MoneyField label="Importe" onChange={onChange} />));
      const input = screen.getByLabelText('Importe');
      await userEvent.type(input, text);
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(cents);
      expect(shown(input)).toBe(value);
    },
  );

  test.each([
    [
      'en-US',
      '1.000',
      '1.000 could mean $1,000.00 or $1.00. To make it clear, type the cents after the decimal point, as in 1,000.00.',
    ],
    [
      'es',
      '1,000',
      '1,000 puede ser 1.000,00 US$ o 1,00 US$. Para que quede claro, escribe los centavos tras la coma decimal, como en 1.000,00.',
    ],
    [
      'en-US',
      '9.999',
      '9.999 could mean $9,999.00 or $9.999. To make it clear, type the cents after the decimal point, as in 9,999.00.',
    ],
    ['es', '1.00,5', 'No se puede leer 1.00,5 como un importe. Escríbelo así: 1.234,50.'],
  ] as const)(
    'in %s, %s is refused as typed, the form holding no amount, until typed again',
    async (locale, text, message) => {
      const onChange = vi.fn();
      render(inLanguage(locale, <MoneyField label="Importe" onChange={onChange} />));
      const input = screen.getByLabelText('Importe');
      await userEvent.type(input, '5');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(500);
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(null);
      expect(input).toHaveValue(text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
      expect(
        document
          .getElementById(input.getAttribute('aria-describedby')!)!
          .textContent!.replace(/\s/g, ' '),
      ).toBe(message);
      await userEvent.clear(input);
      await userEvent.type(input, '7');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(700);
      expect(input).not.toHaveAttribute('aria-invalid');
    },
  );

  test('arrow keys leave a refused entry as typed', async () => {
    const onChange = vi.fn();
    render(inLanguage('en-US', <MoneyField label="Amount" onChange={onChange} />));
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1.000{ArrowUp}');
    expect(input).toHaveValue('1.000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('NumberField', () => {
  test('reads and shows numbers the Spanish way; a number is reported when the field is left', async () => {
    const onChange = vi.fn();
    render(inLanguage('es', <NumberField label="Horas" onChange={onChange} />));
    const input = screen.getByLabelText('Horas');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1.234,5');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1234,5');
  });

  test('ignores what is no part of a number; empty is null; Enter commits', async () => {
    const onChange = vi.fn();
    render(
      inLanguage('en-US', <NumberField label="Sessions" defaultValue={6} onChange={onChange} />),
    );
    const input = screen.getByLabelText('Sessions');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('6');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '12{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  test('arrow keys step within the limits; a typed number lands on the step and stays past them, for the form to refuse', async () => {
    const onChange = vi.fn();
    render(
      inLanguage(
        'en-US',
        <NumberField label="Duration" minValue={15} maxValue={480} step={15} onChange={onChange} />,
      ),
    );
    const input = screen.getByLabelText('Duration');
    await userEvent.type(input, '{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.type(input, '{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(45);
    await userEvent.type(input, '{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(30);
    await userEvent.clear(input);
    await userEvent.type(input, '52{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(45);
    await userEvent.clear(input);
    await userEvent.type(input, '9000');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(9000);
    expect(input).toHaveValue('9,000');
  });
});

function Phone({ onValue }: { onValue: (value: PhoneValue) => void }) {
  const [value, setValue] = useState<PhoneValue>({ country: 'US', number: '' });
  return (
    <PhoneField
      label="Mobile phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

test('PhoneField pairs a country with the number', async () => {
  await loadPhoneMetadata('US', 'ES');
  const onValue = vi.fn();
  render(inLanguage('en-US', <Phone onValue={onValue} />));
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Country calling code' }),
    'ES',
  );
  await userEvent.type(screen.getByLabelText('Mobile phone'), '612345678');
  expect(onValue).toHaveBeenLastCalledWith({ country: 'ES', number: '612345678' });
  expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('type', 'tel');
});

test('PhoneField shows the picked country as its code and calling code, whole, in Spanish too', async () => {
  await loadPhoneMetadata('US', 'ES');
  render(
    inLanguage(
      'es',
      <div className={lightTheme} style={{ inlineSize: 320 }}>
        <Phone onValue={vi.fn()} />
      </div>,
    ),
  );
  const picker = screen.getByRole('combobox', { name: 'Prefijo telefónico del país' });
  const frame = picker.parentElement!;
  const shown = frame.firstElementChild!;
  expect(shown).toHaveTextContent(/^US \+1$/);
  await userEvent.selectOptions(picker, 'ES');
  expect(shown).toHaveTextContent(/^ES \+34$/);
  // The list still names each country in full, in the user's language.
  expect(screen.getByRole('option', { name: 'España (+34)' })).toBeInTheDocument();
  // Nothing of it is cut off: the frame fits what it shows.
  expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
});

describe('PhoneField and the phone metadata', () => {
  const loading = <p>Loading phone</p>;

  test('suspends until the metadata of its country is loaded, then renders complete', async () => {
    const field = () =>
      inLanguage(
        'en-US',
        <Suspense fallback={loading}>
          <PhoneField
            label="Work phone"
            defaultValue={{ country: 'FR', number: '01 23 45 67 89' }}
          />
        </Suspense>,
      );
    // Checked right after the render: an awaited act could outlast the load on a fast machine.
    const view = render(field());
    expect(screen.getByText('Loading phone')).toBeVisible();
    expect(screen.queryByLabelText('Work phone')).toBeNull();
    // The load the field started (+33), which loadPhoneMetadata shares; then the field renders.
    await act(() => loadPhoneMetadata('FR'));
    view.rerender(field());
    expect(screen.getByLabelText('Work phone')).toHaveValue('01 23 45 67 89');
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('FR');
    expect(screen.queryByText('Loading phone')).toBeNull();
  });

  test('a country not loaded yet shows at once and is reported once its metadata is', async () => {
    await loadPhoneMetadata('US');
    // Whoever gets the value can validate it: the reported phone's metadata is loaded.
    const onValue = vi.fn((value: PhoneValue) => isValidPhone(value));
    render(
      inLanguage(
        'en-US',
        <Suspense fallback={loading}>
          <Phone onValue={onValue} />
        </Suspense>,
      ),
    );
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    country.focus();
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(country).toHaveValue('DE');
    expect(onValue).not.toHaveBeenCalled();
    await waitFor(() => expect(onValue).toHaveBeenCalledWith({ country: 'DE', number: '' }));
    expect(onValue.mock.results).toEqual([{ type: 'return', value: false }]);
    expect(country).toHaveValue('DE');
    expect(country).toHaveFocus();
    expect(screen.queryByText('Loading phone')).toBeNull();
  });

  test('a number dialling another calling code is reported once that code is loaded', async () => {
    await loadPhoneMetadata('US');
    const onValue = vi.fn((value: PhoneValue) => isValidPhone(value));
    render(inLanguage('en-US', <Phone onValue={onValue} />));
    const number = screen.getByLabelText('Mobile phone');
    fireEvent.change(number, { target: { value: '+52 55 1234 5678' } });
    expect(number).toHaveValue('+52 55 1234 5678');
    expect(onValue).not.toHaveBeenCalled();
    await waitFor(() => expect(onValue).toHaveReturnedWith(true));
    expect(onValue).toHaveBeenCalledTimes(1);
  });
});

describe('AddressGroup', () => {
  function Address({ onValue }: { onValue: (value: AddressValue) => void }) {
    const [value, setValue] = useState(emptyAddress);
    return (
      <AddressGroup
        legend="Home address"
        value={value}
        errors={{ city: 'The address must contain a city' }}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  test('is a named group; a country sets code and name, and the US offers its states', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Address onValue={onValue} />));
    const group = screen.getByRole('group', { name: 'Home address' });
    await userEvent.selectOptions(within(group).getByLabelText('Country'), 'US');
    await userEvent.selectOptions(within(group).getByLabelText('State, province or region'), 'NY');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        countryCode: 'US',
        country: 'United States',
        stateCode: 'NY',
        state: 'New York',
      }),
    );
    const city = within(group).getByLabelText('City');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('The address must contain a city');
    expect(within(group).getByLabelText('ZIP or postal code')).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
  });

  test('a started address can be cleared again from its empty first option', async () => {
    const onValue = vi.fn();
    render(inLanguage('en-US', <Address onValue={onValue} />));
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(country, 'ES');
    await userEvent.selectOptions(country, 'Select an option');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ countryCode: '', country: '' }),
    );
    expect(country).toHaveValue('');
  });

  test('under a heading that names it, its legend is there for screen readers only', () => {
    render(inLanguage('en-US', <AddressGroup legend="Home address" isLegendHidden />));
    const group = screen.getByRole('group', { name: 'Home address' });
    expect(
      within(group).getByText('Home address').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  });

  test('names countries in Spanish', () => {
    render(inLanguage('es', <AddressGroup legend="Dirección" />));
    const country = screen.getByLabelText('País');
    expect(within(country).getByRole('option', { name: 'España' })).toHaveValue('ES');
  });
});
