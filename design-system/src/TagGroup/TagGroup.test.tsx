import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Tag, TagGroup } from '.';

const languages = [
  { id: 'en', name: 'English' },
  { id: 'es', name: 'Spanish' },
];

test('a labelled tag list whose tags are removed with their button or Delete', async () => {
  const onRemove = vi.fn();
  render(
    <TagGroup
      label="Languages"
      description="Languages you coach in."
      items={languages}
      onRemove={onRemove}
    >
      {(language) => <Tag>{language.name}</Tag>}
    </TagGroup>,
  );
  const grid = screen.getByRole('grid', { name: 'Languages' });
  expect(grid).toHaveAccessibleDescription('Languages you coach in.');
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}{Delete}');
  expect([...(onRemove.mock.lastCall?.[0] as Set<string>)]).toEqual(['es']);

  const removeButtons = screen.getAllByRole('button', { name: /Remove/ });
  expect(removeButtons).toHaveLength(2);
  await userEvent.click(removeButtons[0]!);
  expect([...(onRemove.mock.lastCall?.[0] as Set<string>)]).toEqual(['en']);
});

test('an empty state and an error are shown in words', () => {
  render(
    <TagGroup
      label="Specializations"
      items={[]}
      renderEmptyState={() => 'No specializations yet'}
      errorMessage="Add at least one specialization"
    >
      {(item: { id: string; name: string }) => <Tag>{item.name}</Tag>}
    </TagGroup>,
  );
  expect(screen.getByText('No specializations yet')).toBeVisible();
  // An empty tag list is a group rather than a grid.
  expect(screen.getByRole('group', { name: 'Specializations' })).toHaveAccessibleDescription(
    'Add at least one specialization',
  );
});

/** Languages a coach removes one by one, as a form keeps them. */
function RemovableLanguages({ initial }: { initial: typeof languages }) {
  const [items, setItems] = useState(initial);
  return (
    <TagGroup
      label="Languages"
      items={items}
      onRemove={(keys) => setItems((current) => current.filter((item) => !keys.has(item.id)))}
      renderEmptyState={() => 'No languages yet'}
    >
      {(language) => <Tag>{language.name}</Tag>}
    </TagGroup>
  );
}

const threeLanguages = [...languages, { id: 'fr', name: 'French' }];

test('after a removal focus goes to the next tag, else the previous one, else the group', async () => {
  render(<RemovableLanguages initial={threeLanguages} />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}{Delete}');
  expect(screen.getByRole('row', { name: 'French' })).toHaveFocus();
  await userEvent.keyboard('{Delete}');
  expect(screen.getByRole('row', { name: 'English' })).toHaveFocus();
  await userEvent.keyboard('{Delete}');
  expect(screen.getByRole('group', { name: 'Languages' })).toHaveFocus();
});

test('a tag removed with its button hands focus on the same way', async () => {
  render(<RemovableLanguages initial={threeLanguages} />);
  await userEvent.click(screen.getAllByRole('button', { name: /Remove/ })[2]!);
  expect(screen.getByRole('row', { name: 'Spanish' })).toHaveFocus();
  await userEvent.click(screen.getAllByRole('button', { name: /Remove/ })[0]!);
  expect(screen.getByRole('row', { name: 'Spanish' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
  expect(screen.getByRole('group', { name: 'Languages' })).toHaveFocus();
});
