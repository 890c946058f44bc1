import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FactList } from './FactList';

test('each name is the term of its value, in the order given', () => {
  render(
    <FactList
      facts={[
        { label: 'Installment amount', value: '$ 250.00' },
        { label: 'Installments', value: <strong>12</strong> },
      ]}
    />,
  );
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  expect(terms.map((term) => term.textContent)).toEqual(['Installment amount', 'Installments']);
  expect(values.map((value) => value.textContent)).toEqual(['$ 250.00', '12']);
  expect(values[1]?.querySelector('strong')).toHaveTextContent('12');
});

test('in a narrow column, a name keeps the room its longest word needs and its value wraps beside it', () => {
  render(
    <div style={{ width: 310 }}>
      <FactList
        facts={[
          { label: 'Cohorte', value: 'Health Coach Training, current cohort' },
          { label: 'Correo electrónico', value: 'a.very.long.address@student.example.org' },
          { label: 'Plan de pagos', value: '12 cuotas mensuales' },
        ]}
      />
    </div>,
  );
  const list = screen.getAllByRole('term')[0]!.closest('dl')!;
  for (const term of screen.getAllByRole('term')) {
    const value = term.nextElementSibling!;
    const name = term.getBoundingClientRect();
    // No word of the name is cut or runs past its box, and the value starts after the name.
    expect(term.scrollWidth).toBeLessThanOrEqual(Math.ceil(name.width));
    expect(value.getBoundingClientRect().left).toBeGreaterThanOrEqual(name.right);
    expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 0.5,
    );
  }
  // A short name stays on one line rather than a word a line.
  const lines = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => rect.top)).size;
  };
  expect(lines(screen.getByText('Plan de pagos'))).toBe(1);
});
