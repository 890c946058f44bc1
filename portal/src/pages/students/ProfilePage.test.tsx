// Clearing a profile field clears it: the save sends null for it, and after a reload the field
// is still empty.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { demoStudent } from '@hci/demo-world';
import { demo, renderApp } from '../../test/renderApp';

/** Chooses "Not set" in the select named `name`. */
const unset = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.selectOptions(screen.getByRole('combobox', { name }), 'Not set');

const select = (name: string) => screen.getByRole('combobox', { name });

test('each optional field emptied and saved stays empty after a reload', async () => {
  const { query, sessions } = demo();
  await query("UPDATE students SET photo = 'face.jpg' WHERE id = $1", [
    sessions.student.studentId!,
  ]);
  const user = userEvent.setup();
  const portal = renderApp('/settings/profile');
  const middleName = await screen.findByRole('textbox', { name: /^Middle name/ });
  expect(middleName).toHaveValue(demoStudent.personalInfo.middleName);
  await user.clear(middleName);
  await user.clear(screen.getByRole('textbox', { name: /^Date of birth/ }));
  await user.clear(screen.getByRole('textbox', { name: /^Mobile phone/ }));
  await unset(user, 'Gender');
  await unset(user, 'Education level');
  await unset(user, 'Occupation');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile has been updated.')).toBeVisible();

  const put = portal.requests.find((request) => request.method === 'PUT');
  const body: unknown = await put?.json();
  expect(body).toMatchObject({
    personalInfo: { middleName: null, gender: null, dateBirth: null },
    contactInfo: { mobilePhone: null },
    educationLevel: null,
    occupation: null,
  });
  // The photo is saved on its own, on upload: the form's Save leaves it as it is.
  expect(body).not.toHaveProperty('photo');

  portal.unmount();
  renderApp('/settings/profile');
  expect(await screen.findByRole('textbox', { name: /^Middle name/ })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue('');
  expect(select('Gender')).toHaveDisplayValue('Not set');
  expect(select('Education level')).toHaveDisplayValue('Not set');
  expect(select('Occupation')).toHaveDisplayValue('Not set');
  expect(screen.getByRole('button', { name: 'Remove photo' })).toBeVisible();
});
