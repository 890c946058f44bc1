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

const schema = formSchema({
  firstName: textSchema(rules.required, rules.atLeastOneWord),
  email: textSchema(rules.required, rules.email),
  dateBirth: textSchema(rules.required, dateRules.validDate, dateRules.adultBirthDate('profile')),
  password: textSchema(rules.required, rules.noBlankSpace, rules.strongPassword),
});

function ProfileForm({ errorSummary }: { errorSummary: boolean }) {
  const form = useForm({
    schema,
    initialValues: { firstName: '', email: '', dateBirth: '', password: '' },
    onSubmit: () => undefined,
    errorSummary,
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <ErrorSummary {...form.summaryProps} />
        <TextField
          label="First name"
          isRequired
          filter={lettersAndSpaces}
          {...form.field('firstName')}
        />
        <EmailField label="Email" isRequired {...form.field('email')} />
        <DateField label="Date of birth" isRequired {...form.field('dateBirth')} />
        <PasswordField label="Password" isRequired {...form.field('password')} />
        <Button type="submit">Save</Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ProfileForm,
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Email: This field is required' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { errorSummary: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert', { name: 'Hay un problema' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
  },
};
