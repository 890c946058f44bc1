import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProgressBar } from '.';

test('a labelled progress bar with its value in words', () => {
  render(<ProgressBar label="Course progress" value={45} />);
  const bar = screen.getByRole('progressbar', { name: 'Course progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '45');
  expect(bar).toHaveAttribute('aria-valuetext', '45.00%');
  expect(bar).toHaveTextContent('45.00%');
});

test('a share of the whole reads as a percentage with 2 decimals, as every percentage does', () => {
  render(<ProgressBar label="Modules completed" value={5} maxValue={13} />);
  expect(screen.getByRole('progressbar', { name: 'Modules completed' })).toHaveTextContent(
    '38.46%',
  );
});

test('a custom value label replaces the percentage', () => {
  render(<ProgressBar label="Lessons" value={3} maxValue={8} valueLabel="3 of 8 lessons" />);
  const bar = screen.getByRole('progressbar', { name: 'Lessons' });
  expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 lessons');
  expect(bar).toHaveTextContent('3 of 8 lessons');
});

test('indeterminate while the amount is unknown', () => {
  render(<ProgressBar label="Loading modules" isIndeterminate />);
  expect(screen.getByRole('progressbar', { name: 'Loading modules' })).not.toHaveAttribute(
    'aria-valuenow',
  );
});
