import { render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { focusWhenShown } from './focusWhenShown';

/** A page with a list of notes, an "Add" button, and the Save of an editor while it is open. */
function Notes({ notes, editing = false }: { notes: string[]; editing?: boolean }) {
  return (
    <main>
      <h1>Notes</h1>
      <input aria-label="Search notes" />
      <button type="button">Add</button>
      <ul>
        {notes.map((note) => (
          <li key={note}>
            <span>{note}</span>
            <button type="button">Edit {note}</button>
          </li>
        ))}
      </ul>
      {editing ? <button type="button">Save</button> : null}
    </main>
  );
}

const editButton = (note: string) => screen.queryByRole('button', { name: `Edit ${note}` });
/** Lets the document's mutations be observed. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

test('a new item: focus goes to it once the list shows it, not back to "Add"', async () => {
  const { rerender } = render(<Notes notes={['A']} editing />);
  screen.getByRole('button', { name: 'Save' }).focus();
  const add = screen.getByRole('button', { name: 'Add' });
  focusWhenShown(() => editButton('B'), add);
  // The editor closes and gives focus back to what opened it; the list has not refreshed yet.
  rerender(<Notes notes={['A']} />);
  add.focus();
  await settle();
  expect(add).toHaveFocus();
  rerender(<Notes notes={['A', 'B']} />);
  await waitFor(() => expect(editButton('B')).toHaveFocus());
});

test('an item already shown takes focus at once', async () => {
  render(<Notes notes={['A', 'B']} />);
  focusWhenShown(() => editButton('B'));
  await waitFor(() => expect(editButton('B')).toHaveFocus());
});

test('waits while a closing modal keeps the page inert', async () => {
  const { rerender, container } = render(<Notes notes={['A']} editing />);
  screen.getByRole('button', { name: 'Save' }).focus();
  container.inert = true;
  focusWhenShown(() => editButton('B'));
  rerender(<Notes notes={['A', 'B']} />);
  await settle();
  expect(document.body).toHaveFocus();
  container.inert = false;
  await waitFor(() => expect(editButton('B')).toHaveFocus());
});

test('leaves focus where the person has put it since', async () => {
  const { rerender } = render(<Notes notes={['A']} editing />);
  screen.getByRole('button', { name: 'Save' }).focus();
  focusWhenShown(() => editButton('B'));
  rerender(<Notes notes={['A']} />);
  const search = screen.getByRole('textbox', { name: 'Search notes' });
  search.focus();
  rerender(<Notes notes={['A', 'B']} />);
  await settle();
  expect(search).toHaveFocus();
});

test('stopped, or given up on after its time, it moves nothing', async () => {
  const { rerender } = render(<Notes notes={['A']} />);
  const stop = focusWhenShown(() => editButton('B'));
  stop();
  focusWhenShown(() => editButton('C'), null, 0);
  await settle();
  rerender(<Notes notes={['A', 'B', 'C']} />);
  await settle();
  expect(document.activeElement).toBe(document.body);
});
