import {
  NewPasswordFields,
  newPasswordRules,
  PageHeading,
  useApi,
  useCoachSession,
  useBoundApi,
} from '@hci/app-frame';
import {
  Button,
  Card,
  EmailField,
  Heading,
  PasswordField,
  Radio,
  RadioGroup,
  rules,
  Stack,
  Text,
  textFields,
  toast,
  untypedMessages,
  useForm,
  useLocale,
} from '@hci/design-system';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { createApi } from '@hci/api-schema';
import { paths } from '../../paths';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.account.title', defaultMessage: 'Your account' },
    passwordHeading: { id: 'coach.account.password', defaultMessage: 'Change your password' },
    currentPassword: { id: 'coach.account.currentPassword', defaultMessage: 'Current password' },
    newPassword: { id: 'coach.account.newPassword', defaultMessage: 'New password' },
    savePassword: { id: 'coach.account.savePassword', defaultMessage: 'Change password' },
    passwordChanged: {
      id: 'coach.account.passwordChanged',
      defaultMessage: 'Your password was changed.',
    },
    emailHeading: { id: 'coach.account.email', defaultMessage: 'Change your email address' },
    currentEmail: { id: 'coach.account.currentEmail', defaultMessage: 'You sign in with {email}.' },
    newEmail: { id: 'coach.account.newEmail', defaultMessage: 'New email address' },
    sameEmail: {
      id: 'coach.account.sameEmail',
      defaultMessage: 'This is the address you sign in with already. Enter a new one.',
    },
    saveEmail: { id: 'coach.account.saveEmail', defaultMessage: 'Change email' },
    emailChanged: {
      id: 'coach.account.emailChanged',
      defaultMessage: 'Check your new inbox for the verification code.',
    },
    languageHeading: { id: 'coach.account.language', defaultMessage: 'Language' },
    languageLabel: {
      id: 'coach.account.languageLabel',
      defaultMessage: 'Language of the app and emails',
    },
    english: { id: 'coach.language.english', defaultMessage: 'English' },
    spanish: { id: 'coach.language.spanish', defaultMessage: 'Español' },
    languageSaved: { id: 'coach.account.languageSaved', defaultMessage: 'Language saved.' },
  }),
);

const passwordSchema = textFields({
  currentPassword: [rules.required],
  newPassword: newPasswordRules,
});

/** A new address: changing to the one in use would only unverify the account. */
const emailSchema = (currentEmail: string) =>
  textFields({
    email: [
      rules.required,
      rules.email,
      (value) =>
        value.trim().toLowerCase() === currentEmail.toLowerCase()
          ? { message: messages.sameEmail }
          : undefined,
    ],
    currentPassword: [rules.required],
  });

function ChangePassword() {
  const intl = useIntl();
  const { analytics } = useApi();
  const calls = useBoundApi(createApi).account;
  const change = useMutation(calls.changePassword());
  const form = useForm({
    schema: passwordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    serverErrorFields: {
      invalidCurrentPassword: 'currentPassword',
      newPasswordSameAsCurrent: 'newPassword',
    },
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      analytics.track('passwordChanged');
      toast.positive(intl.formatMessage(messages.passwordChanged));
      form.reset();
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <PasswordField
          {...form.field('currentPassword')}
          label={intl.formatMessage(messages.currentPassword)}
          isRequired
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          label={messages.newPassword}
          hint={null}
        />
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(messages.savePassword)}
        </Button>
      </Stack>
    </form>
  );
}

function ChangeEmail() {
  const intl = useIntl();
  const { analytics } = useApi();
  const calls = useBoundApi(createApi).account;
  const { email: currentEmail } = useCoachSession();
  const [, navigate] = useLocation();
  const change = useMutation(calls.changeEmail());
  const form = useForm({
    schema: useMemo(() => emailSchema(currentEmail), [currentEmail]),
    initialValues: { email: '', currentPassword: '' },
    serverErrorFields: {
      invalidCurrentPassword: 'currentPassword',
      usernameAlreadyExists: 'email',
    },
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      analytics.track('emailChanged');
      toast.info(intl.formatMessage(messages.emailChanged));
      navigate(paths.pendingEmailAddressVerification);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <Text tone="secondary">
          {intl.formatMessage(messages.currentEmail, { email: currentEmail })}
        </Text>
        <EmailField
          {...form.field('email')}
          label={intl.formatMessage(messages.newEmail)}
          isRequired
        />
        <PasswordField
          {...form.field('currentPassword')}
          label={intl.formatMessage(messages.currentPassword)}
          isRequired
        />
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(messages.saveEmail)}
        </Button>
      </Stack>
    </form>
  );
}

function ChangeLanguage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const calls = useBoundApi(createApi).account;
  const [locale, setLocale] = useLocale();
  const change = useMutation(calls.changeLanguage());
  return (
    <RadioGroup
      label={intl.formatMessage(messages.languageLabel)}
      value={locale}
      onChange={(value) => {
        const next = value === 'es' ? 'es' : 'en-US';
        setLocale(next);
        analytics.track('languageChanged', { properties: { language: next } });
        change.mutate(next === 'es' ? 'ES' : 'EN', {
          onSuccess: () => toast.positive(intl.formatMessage(messages.languageSaved)),
        });
      }}
    >
      <Radio value="en-US">
        <span lang="en">{intl.formatMessage(messages.english)}</span>
      </Radio>
      <Radio value="es">
        <span lang="es">{intl.formatMessage(messages.spanish)}</span>
      </Radio>
    </RadioGroup>
  );
}

/** Manage account (manageAccount): password, e-mail address and language. */
export function ManageAccountPage() {
  const intl = useIntl();
  const sections = [
    ['password', messages.passwordHeading, <ChangePassword key="password" />],
    ['email', messages.emailHeading, <ChangeEmail key="email" />],
    ['language', messages.languageHeading, <ChangeLanguage key="language" />],
  ] as const;
  return (
    <Stack space="xlarge">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {sections.map(([id, heading, content]) => (
        <Card as="section" key={id} aria-labelledby={`account-${id}`}>
          <Stack space="medium">
            <Heading level={2} id={`account-${id}`}>
              {intl.formatMessage(heading)}
            </Heading>
            {content}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
