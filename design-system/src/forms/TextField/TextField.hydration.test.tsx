import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { TextArea } from '../TextArea';
import { TextField } from './TextField';

function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  return (
    <>
      <TextField label="Name" value={name} onChange={setName} />
      <TextArea label="Note" value={note} onChange={setNote} />
      <output>{`${name}|${note}`}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

test('text typed into a prerendered page before hydration is kept and reaches the form', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  container.querySelector('input')!.value = 'Ana';
  container.querySelector('textarea')!.value = 'Early';

  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ana|Early'));
  expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  expect(screen.getByLabelText('Note')).toHaveValue('Early');
});
