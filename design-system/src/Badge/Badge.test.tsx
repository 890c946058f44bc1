import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Stack } from '../Stack';
import { lightTheme } from '../tokens/themeClasses.css';
import { Badge } from '.';

test('in a column that stretches its children, a badge stays as wide as its text', () => {
  render(
    <div className={lightTheme} style={{ inlineSize: 400 }}>
      <Stack space="small">
        <Badge tone="info">In progress</Badge>
        <p>A course card’s title</p>
      </Stack>
    </div>,
  );
  const badge = screen.getByText('In progress').getBoundingClientRect();
  expect(badge.width).toBeGreaterThan(0);
  expect(badge.width).toBeLessThan(200);
});
