import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { Button } from '../../Button';
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

function SignIn({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(name);
        }}
      >
        <TextField label="Name" value={name} onChange={setName} />
        <Button type="submit">Send</Button>
      </form>
    </IntlProvider>
  );
}

test('a submit pressed before hydration sends what was typed before it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onSubmit={() => undefined} />);
  document.body.append(container);
  container.querySelector('input')!.value = 'Ana';
  // What the page's early script does when the submit button is pressed before the app starts.
  container.querySelector('form')!.setAttribute('data-submit-requested', '');

  const onSubmit = vi.fn();
  act(() => {
    root = hydrateRoot(container, <SignIn onSubmit={onSubmit} />);
  });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit).toHaveBeenCalledWith('Ana');
});
