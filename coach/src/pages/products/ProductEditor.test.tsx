import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';

test('a price past the limit names the limits as the language writes money', async () => {
  const user = userEvent.setup();
  renderApp('/my-services', { locale: 'es' });
  await user.click(await screen.findByRole('button', { name: 'Añadir un servicio o producto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo servicio o producto' });
  const price = within(dialog).getByRole('textbox', { name: /^Precio/ });
  await user.type(price, '2000000');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(price).toHaveAccessibleDescription(
    expect.stringMatching(/Este campo debe estar entre 0,00\sUS\$ y 1\.000\.000,00\sUS\$/),
  );
});

test('a product saves with the session fields of a service left empty, as they are not shown', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Recipe book');
  await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '10');
  await user.clear(within(dialog).getByRole('textbox', { name: /^Sessions included/ }));
  await user.click(within(dialog).getByRole('radio', { name: 'Product' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Recipe book was added.')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a product is priced per nothing: choosing Product drops the per-session unit of a service', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  expect(within(dialog).getByRole('combobox', { name: /^Price per/ })).toHaveDisplayValue(
    'Session',
  );
  await user.click(within(dialog).getByRole('radio', { name: 'Product' }));
  expect(within(dialog).queryByRole('combobox', { name: /^Price per/ })).not.toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Meal guide');
  await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '10');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const card = await screen.findByRole('article', { name: /Meal guide/ });
  expect(within(card).getByText('$10.00')).toBeVisible();
  expect(within(card).queryByText(/per session/)).not.toBeInTheDocument();
});

test.each([
  ['-5', 'This field should be between $0.00 and $1,000,000.00'],
  ['9.9999', 'Enter an amount in whole cents, with at most 2 decimals'],
  ['9.999', '9.999 could mean $9,999.00 or $9.999.'],
])('a price of %s gets its rule’s message, not a changed amount', async (typed, message) => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Check-in');
  const price = within(dialog).getByRole('textbox', { name: /^Price/ });
  await user.type(price, typed);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(price).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(price).not.toHaveValue('$10.00');
});

test('a product has no field without a purpose: no colours', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  await user.click(within(dialog).getByRole('radio', { name: 'Product' }));
  expect(within(dialog).queryByRole('textbox', { name: /Colours/ })).not.toBeInTheDocument();
});

test('after adding a product, the keyboard is on the new card, not back on "Add"', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  await user.click(within(dialog).getByRole('radio', { name: 'Product' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Meal guide');
  await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '10');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const card = await screen.findByRole('article', { name: /Meal guide/ });
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: 'Edit Meal guide' })).toHaveFocus(),
  );
});

test('after saving an edited product, the keyboard is back on its card', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  const [edit] = await screen.findAllByRole('button', { name: /^Edit / });
  const name = edit!.getAttribute('aria-label')!;
  await user.click(edit!);
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
});

test('an in-person service asks where; the address is sent, and shown again on edit', async () => {
  const user = userEvent.setup();
  const coach = renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  expect(
    within(dialog).queryByRole('textbox', { name: /^Address of the sessions/ }),
  ).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: 'In person' }));
  const address = within(dialog).getByRole('textbox', { name: /^Address of the sessions/ });
  await user.type(address, '1550 Wewatta Street, Denver');
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Market walk');
  await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '60');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Market walk was added.')).toBeVisible();
  const saved = coach.requests.find(
    (request) => request.method === 'POST' && request.url.endsWith('/products'),
  )!;
  expect(await saved.json()).toMatchObject({ location: '1550 Wewatta Street, Denver' });
  await user.click(screen.getByRole('button', { name: 'Edit Market walk' }));
  const editing = await screen.findByRole('dialog', { name: 'Edit Market walk' });
  expect(within(editing).getByRole('textbox', { name: /^Address of the sessions/ })).toHaveValue(
    '1550 Wewatta Street, Denver',
  );
});

test('a first save names every problem at once, the session length among them', async () => {
  const user = userEvent.setup();
  renderApp('/my-services');
  await user.click(await screen.findByRole('button', { name: 'Add a service or product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New service or product' });
  const sessions = within(dialog).getByRole('textbox', { name: /^Sessions included/ });
  const minutes = within(dialog).getByRole('textbox', { name: /^Minutes per session/ });
  await user.clear(sessions);
  await user.clear(minutes);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const title = within(dialog).getByRole('textbox', { name: /^Title/ });
  const price = within(dialog).getByRole('textbox', { name: /^Price/ });
  const summary = await within(dialog).findByRole('alert');
  for (const field of [title, price, sessions, minutes]) {
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  }
  for (const name of [/^Title/, /^Price/, /^Sessions included/, /^Minutes per session/]) {
    expect(within(summary).getByRole('link', { name })).toBeVisible();
  }
});
