import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { Checkbox } from '../Checkbox';
import { Radio, RadioGroup } from '../RadioGroup';
import { Switch } from '../Switch';
import { lightTheme } from '../tokens/themeClasses.css';

const long = 'Health Coach Training Program, the full course in twelve monthly modules';

const controls: [string, (label: string) => ReactNode][] = [
  ['checkbox', (label) => <Checkbox>{label}</Checkbox>],
  [
    'radio',
    (label) => (
      <RadioGroup label="Course">
        <Radio value="a">{label}</Radio>
      </RadioGroup>
    ),
  ],
  ['switch', (label) => <Switch>{label}</Switch>],
];

test.each(controls)(
  'a %s sits on the first line of a label that wraps, and in the middle of a one-line row',
  (_, control) => {
    render(
      <div className={lightTheme} style={{ inlineSize: '200px' }}>
        {control(long)}
        {control('Yes')}
      </div>,
    );
    const geometry = (text: string) => {
      const label = screen.getByText(text);
      const row = label.closest('label') as HTMLElement;
      const drawn = label.previousElementSibling as HTMLElement;
      return {
        row: row.getBoundingClientRect(),
        label: label.getBoundingClientRect(),
        drawn: drawn.getBoundingClientRect(),
        line: parseFloat(getComputedStyle(label).lineHeight),
      };
    };

    const wrapped = geometry(long);
    expect(wrapped.label.height).toBeGreaterThanOrEqual(wrapped.line * 2);
    expect(wrapped.drawn.top).toBeCloseTo(wrapped.label.top, 0);
    expect(wrapped.drawn.height).toBeCloseTo(wrapped.line, 0);

    const single = geometry('Yes');
    expect(single.row.height).toBe(44);
    expect(single.drawn.top - single.row.top).toBeCloseTo(
      single.row.bottom - single.drawn.bottom,
      0,
    );
  },
);
