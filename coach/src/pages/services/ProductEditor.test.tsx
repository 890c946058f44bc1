import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';

test('a price past the limit names the limits as the language writes money', async () => {
  const user = userEvent.setup();
  renderApp('/my-services', { signedIn: true, locale: 'es' });
  await user.click(await screen.findByRole('button', { name: 'Añadir un servicio o producto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo servicio o producto' });
  const price = within(dialog).getByRole('textbox', { name: /^Precio/ });
  await user.type(price, '2000000');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(price).toHaveAccessibleDescription(
    expect.stringContaining('Este campo debe estar entre 0,00\u00a0$ y 1.000.000,00\u00a0$'),
  );
});
