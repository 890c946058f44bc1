import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Meter } from '.';

test('a labelled meter with its value in words', () => {
  render(<Meter label="Seats taken" value={18} maxValue={24} tone="caution" />);
  const meter = screen.getByRole('meter', { name: 'Seats taken' });
  expect(meter).toHaveAttribute('aria-valuenow', '18');
  expect(meter).toHaveAttribute('aria-valuetext', '75%');
  expect(meter).toHaveTextContent('75%');
});

test('a share reads as a progress bar reads it, and the fill reaches the figure', () => {
  render(<Meter label="Seats taken" value={14} maxValue={36} />);
  const meter = screen.getByRole('meter', { name: 'Seats taken' });
  expect(meter).toHaveTextContent('39%');
  expect(meter.querySelector<HTMLElement>('[style]')?.style.inlineSize).toBe('39%');
});
