import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { Box } from './Box';

test('sprinkle props become styles, everything else reaches the element', () => {
  render(
    <div className={lightTheme}>
      <Box as="section" aria-label="Summary" padding="medium" display="flex" data-kind="summary">
        Total
      </Box>
    </div>,
  );
  const section = screen.getByRole('region', { name: 'Summary' });
  expect(section.tagName).toBe('SECTION');
  expect(section).toHaveAttribute('data-kind', 'summary');
  expect(section).not.toHaveAttribute('padding');
  expect(getComputedStyle(section).padding).toBe('16px');
  expect(getComputedStyle(section).display).toBe('flex');
});
