import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { BookmarkIcon } from '../icons';
import { ToggleButton } from './ToggleButton';

function Bookmark() {
  const [on, setOn] = useState(false);
  return (
    <ToggleButton
      aria-label="Bookmark Sleep"
      isSelected={on}
      onChange={setOn}
      icon={<BookmarkIcon />}
    />
  );
}

test('a press and the keyboard turn it on and off, and its pressed state is exposed', async () => {
  const user = userEvent.setup();
  render(<Bookmark />);
  const toggle = screen.getByRole('button', { name: 'Bookmark Sleep' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
