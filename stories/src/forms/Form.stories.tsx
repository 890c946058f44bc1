// A whole form with the form hook: errors after submit, then live; the error summary on long forms.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  Button,
  DateField,
  EmailField,
  ErrorSummary,
  formSchema,
  PasswordField,
  Stack,
  TextField,
  lettersAndSpaces,
  rules,
  dateRules,
  textSchema,
  useForm,
} from '@hci/design-system';
import { storyText } from '../storyText';
import { withDefinitionOf, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('forms/Form.stories.tsx');

const schema = formSchema({
  firstName: textSchema(rules.required, rules.atLeastOneWord),
  email: textSchema(rules.required, rules.email),
  dateBirth: textSchema(rules.required, dateRules.validDate, dateRules.ageAtLeast(18)),
  password: textSchema(rules.required, rules.noBlankSpace, rules.strongPassword),
});

const copy = {
  en: {
    firstName: 'First name',
    email: 'Email',
    dateBirth: 'Date of birth',
    password: 'Password',
    save: 'Save',
  },
  es: {
    firstName: 'Nombre',
    email: 'Correo electrónico',
    dateBirth: 'Fecha de nacimiento',
    password: 'Contraseña',
    save: 'Guardar',
  },
} as const;

interface ProfileFormProps {
  errorSummary?: boolean;
  language?: keyof typeof copy;
}

/** Saves the profile; the error the API answers with, thrown, shows on the form. */
async function saveProfile(profile: Record<string, string>) {
  const response = await fetch('/api/profile', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(profile),
  });
  if (!response.ok) throw await response.json();
}

function ProfileForm({ errorSummary = false, language = 'en' }: ProfileFormProps) {
  const text = copy[language];
  const form = useForm({
    schema,
    initialValues: { firstName: '', email: '', dateBirth: '', password: '' },
    onSubmit: saveProfile,
    errorSummary,
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <ErrorSummary {...form.summaryProps} />
        <TextField
          label={text.firstName}
          isRequired
          filter={lettersAndSpaces}
          {...form.field('firstName')}
        />
        <EmailField label={text.email} isRequired {...form.field('email')} />
        <DateField label={text.dateBirth} isRequired {...form.field('dateBirth')} />
        <PasswordField label={text.password} isRequired {...form.field('password')} />
        <Button type="submit">{text.save}</Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Library/Forms/Form',
  component: ProfileForm,
  parameters: withDefinitionOf(fileText, 'ProfileForm', [
    'schema',
    'copy',
    'ProfileFormProps',
    'saveProfile',
  ]),
  args: { errorSummary: false },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusesFirstInvalidField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('First name'), 'Ana');
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorSummaryOnLongForms: Story = {
  args: { errorSummary: true },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByRole('alert', { name: text('form.errorSummary.title') }),
    ).toHaveFocus();
    const entry = text('form.errorSummary.entry', {
      label: 'Email',
      message: text('form.validation.required'),
    });
    await userEvent.click(canvas.getByRole('link', { name: entry }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { errorSummary: true, language: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByRole('alert', { name: 'Hay un problema' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Correo electrónico: Este campo es obligatorio' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
  },
};
