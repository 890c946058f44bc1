import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { Heading } from '.';

test('a heading that script focuses after a navigation shows no focus ring', async () => {
  render(
    <div className={lightTheme}>
      <button type="button">Continue</button>
      <Heading level={1} tabIndex={-1}>
        Course or class
      </Heading>
    </div>,
  );
  // A keyboard user: the browser would draw its ring on whatever takes focus next.
  await userEvent.tab();
  const heading = screen.getByRole('heading', { name: 'Course or class' });
  heading.focus();
  expect(heading).toHaveFocus();
  expect(heading).toHaveStyle({ outlineStyle: 'none' });
});
