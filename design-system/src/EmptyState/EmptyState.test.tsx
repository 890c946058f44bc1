import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { EmptyState } from '.';

test('a description over several lines is centred like the heading above it', () => {
  render(
    <div className={lightTheme} style={{ inlineSize: 240 }}>
      <EmptyState
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      />
    </div>,
  );
  const description = screen.getByText(/does not exist/);
  expect(description.getBoundingClientRect().height).toBeGreaterThan(30);
  expect(getComputedStyle(description).textAlign).toBe('center');
});
