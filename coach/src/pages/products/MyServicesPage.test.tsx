import { unwrap } from '@hci/api-schema';
import { demoCoachProducts } from '@hci/demo-world';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { demo, renderApp } from '../../test/renderApp';

test('the offers of one row are cards of one height, however long their text', async () => {
  // Three cards to a row.
  await page.viewport(1280, 900);
  renderApp('/my-services');
  await screen.findByRole('heading', { level: 1, name: 'Your services and products' });
  const cards = await screen.findAllByRole('article');
  const rects = cards.map((card) => card.getBoundingClientRect());
  const firstRow = rects.filter((rect) => rect.top === rects[0]!.top);
  expect(firstRow).toHaveLength(3);
  expect(new Set(firstRow.map((rect) => rect.height)).size).toBe(1);
});

test('on a phone, a title or description of one long word wraps rather than widening the page', async () => {
  await page.viewport(375, 800);
  const long = 'Ernährungsberatungsprogrammfürdieganzefamilie';
  // The coach offers one more service, published: its title is in the public list too.
  await unwrap(
    demo()
      .as('coach')
      .POST('/coaches/{coachId}/products', {
        params: { path: { coachId: demo().sessions.coach.coachId! } },
        body: { ...demoCoachProducts[0]!, title: long, description: `See ${long}${long}` },
      }),
  );
  renderApp('/my-services');
  await screen.findByRole('heading', { level: 2, name: long });
  // Its title is in the list of what clients see too, which must have come for the check to count.
  const published = await screen.findByRole('list', { name: 'What clients see' });
  expect(within(published).getByText(long)).toBeVisible();
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});

test('closing the editor with unsaved changes asks first; unchanged, it just closes', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  const add = await screen.findByRole('button', { name: 'Add a service or product' });
  await user.click(add);
  let editor = await screen.findByRole('dialog', { name: 'New service or product' });
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(editor).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).toBeNull();

  await user.click(add);
  editor = await screen.findByRole('dialog', { name: 'New service or product' });
  const title = within(editor).getByRole('textbox', { name: /^Title/ });
  await user.type(title, 'Family meals');
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
  const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
  await waitFor(() => expect(question).not.toBeInTheDocument());
  expect(title).toHaveValue('Family meals');

  // Escape reaches the editor once the question has handed focus back to it.
  await waitFor(() => expect(editor).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Leave without saving',
    }),
  );
  await waitFor(() => expect(editor).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('Back with unsaved changes in the editor asks first', async () => {
  const user = userEvent.setup();
  const coach = renderApp('/profile', { browserHistory: true });
  await user.click(await screen.findByRole('link', { name: 'Services' }));
  const [edit] = await screen.findAllByRole('button', { name: /^Edit / });
  await user.click(edit!);
  const editor = await screen.findByRole('dialog', { name: edit!.getAttribute('aria-label')! });
  const title = within(editor).getByRole('textbox', { name: /^Title/ });
  await user.type(title, ' plus');

  history.back();
  const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
  expect(coach.currentPath()).toBe('/my-services');
  expect(title).toHaveValue(`${edit!.getAttribute('aria-label')!.slice('Edit '.length)} plus`);
});
