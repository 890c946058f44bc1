import { render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { focusAfterRemoval } from './focusAfterRemoval';

/** A page with a list of notes, as a render after each action leaves it. */
function Notes({ notes, confirming = false }: { notes: string[]; confirming?: boolean }) {
  return (
    <main>
      <h1>Notes</h1>
      <input aria-label="Search notes" />
      <ul>
        {notes.map((note) => (
          <li key={note}>
            <span>{note}</span>
            <button type="button">Remove {note}</button>
          </li>
        ))}
      </ul>
      {confirming ? <button type="button">Confirm</button> : null}
    </main>
  );
}

const removeButton = (note: string) => screen.getByRole('button', { name: `Remove ${note}` });
const itemOf = (note: string) => removeButton(note).closest('li')!;
/** Lets the document's mutations be observed. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

test('focus goes to the item that took the removed one’s place', async () => {
  const { rerender } = render(<Notes notes={['A', 'B', 'C']} />);
  removeButton('B').focus();
  focusAfterRemoval(itemOf('B'));
  rerender(<Notes notes={['A', 'C']} />);
  await waitFor(() => expect(removeButton('C')).toHaveFocus());
});

test('the last item gone, focus goes to the one before it', async () => {
  const { rerender } = render(<Notes notes={['A', 'B']} />);
  removeButton('B').focus();
  focusAfterRemoval(itemOf('B'));
  rerender(<Notes notes={['A']} />);
  await waitFor(() => expect(removeButton('A')).toHaveFocus());
});

test('the list emptied, focus goes to the page’s heading', async () => {
  const { rerender } = render(<Notes notes={['A']} />);
  removeButton('A').focus();
  focusAfterRemoval(itemOf('A'));
  rerender(<Notes notes={[]} />);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Notes' })).toHaveFocus());
});

test('waits while the control that started the action keeps focus, as a dialog’s confirm does', async () => {
  const { rerender } = render(<Notes notes={['A', 'B']} confirming />);
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  confirm.focus();
  focusAfterRemoval(itemOf('A'));
  rerender(<Notes notes={['B']} confirming />);
  await settle();
  expect(confirm).toHaveFocus();
  rerender(<Notes notes={['B']} />);
  await waitFor(() => expect(removeButton('B')).toHaveFocus());
});

test('leaves focus where the person has put it since', async () => {
  const { rerender } = render(<Notes notes={['A', 'B']} />);
  removeButton('A').focus();
  focusAfterRemoval(itemOf('A'));
  const search = screen.getByRole('textbox', { name: 'Search notes' });
  search.focus();
  rerender(<Notes notes={['B']} />);
  await settle();
  expect(search).toHaveFocus();
});

test('stopped (the action failed), it moves nothing', async () => {
  const { rerender } = render(<Notes notes={['A', 'B']} />);
  removeButton('A').focus();
  const stop = focusAfterRemoval(itemOf('A'));
  stop();
  rerender(<Notes notes={['B']} />);
  await settle();
  expect(document.activeElement).toBe(document.body);
});

test('on a page a closing modal still keeps inert, focus lands once the page is live again', async () => {
  const { rerender, container } = render(<Notes notes={['A', 'B']} confirming />);
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  confirm.focus();
  focusAfterRemoval(itemOf('A'));
  rerender(<Notes notes={['B']} confirming />);
  // The confirmation closes while the page is still inert, as a modal's clean-up runs later.
  container.inert = true;
  rerender(<Notes notes={['B']} />);
  await settle();
  expect(document.body).toHaveFocus();
  container.inert = false;
  await waitFor(() => expect(removeButton('B')).toHaveFocus());
});
