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
