import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { Disclosure, DisclosureGroup } from '.';

test('a heading button shows and hides its panel', async () => {
  render(<Disclosure title="How do transfers work?">The first transfer is free.</Disclosure>);
  const trigger = screen.getByRole('button', { name: 'How do transfers work?' });
  expect(
    screen.getByRole('heading', { level: 3, name: 'How do transfers work?' }),
  ).toContainElement(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('The first transfer is free.')).not.toBeVisible();

  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('The first transfer is free.')).toBeVisible();
});

test('in a group, opening one closes the other', async () => {
  render(
    <DisclosureGroup>
      <Disclosure id="fee" title="Is there a fee?">
        Up to $300 for later transfers.
      </Disclosure>
      <Disclosure id="reply" title="When will I hear back?">
        Within 1–2 business days.
      </Disclosure>
    </DisclosureGroup>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Is there a fee?' }));
  await userEvent.click(screen.getByRole('button', { name: 'When will I hear back?' }));
  expect(screen.getByRole('button', { name: 'Is there a fee?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.getByText('Within 1–2 business days.')).toBeVisible();
});

test('an open panel lines up with the title and keeps space above the divider below it', async () => {
  render(
    <div className={lightTheme}>
      <Disclosure title="How do transfers work?">
        <p style={{ margin: 0 }}>The first transfer is free.</p>
      </Disclosure>
    </div>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'How do transfers work?' }));
  const answer = screen.getByText('The first transfer is free.');
  const title = screen.getByText('How do transfers work?');
  expect(answer.getBoundingClientRect().left).toBe(title.getBoundingClientRect().left);
  const panel = answer.parentElement!;
  expect(parseFloat(getComputedStyle(panel).paddingBlockEnd)).toBeGreaterThan(0);
});
