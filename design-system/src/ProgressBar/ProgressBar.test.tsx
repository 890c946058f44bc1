import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { expect, test } from 'vitest';
import { ProgressBar } from '.';

/** How far the bar's fill reaches, as its style gives it. */
const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[style]')?.style.inlineSize;

test('a labelled progress bar with its value in words', () => {
  render(<ProgressBar label="Course progress" value={45} />);
  const bar = screen.getByRole('progressbar', { name: 'Course progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '45');
  expect(bar).toHaveAttribute('aria-valuetext', '45%');
  expect(bar).toHaveTextContent('45%');
});

test.each([
  [1, 12, '8%'],
  [5, 13, '38%'],
  [1, 36, '3%'],
  [14, 36, '39%'],
  [35_999, 36_000, '99%'],
  [1, 36_000, '1%'],
  [36, 36, '100%'],
  [0, 0, '0%'],
])(
  '%i of %i modules reads %s, a whole percentage (only the whole reads 100, only nothing 0), and the bar fills that far',
  (done, total, figure) => {
    render(<ProgressBar label="Modules completed" value={done} maxValue={total} />);
    const bar = screen.getByRole('progressbar', { name: 'Modules completed' });
    expect(bar).toHaveAttribute('aria-valuetext', figure);
    expect(bar).toHaveTextContent(figure);
    expect(fillOf(bar)).toBe(figure);
  },
);

test('the figure is in the language of the page', () => {
  render(
    <I18nProvider locale="es-ES">
      <ProgressBar label="Módulos completados" value={14} maxValue={36} />
    </I18nProvider>,
  );
  // Spanish puts a space before the sign, as its percentages of money do (`13,10 %`).
  expect(screen.getByRole('progressbar')).toHaveTextContent(/^Módulos completados39\s%$/);
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
