import {
  NewPasswordFields,
  newPasswordRules,
  PageHeading,
  useApi,
  useCoachSession,
  useBoundApi,
  VerificationCodeForm,
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
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { createApi, type EmailChange } from '@hci/api-schema';

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
    codeSent: {
      id: 'coach.account.emailCodeSent',
      defaultMessage:
        'We sent a code to {email}. Enter it here within {minutes, plural, one {# minute} other {# minutes}} to make it your address. Until then you keep signing in with {current}.',
    },
    confirmEmail: { id: 'coach.account.confirmEmail', defaultMessage: 'Confirm new email' },
    otherEmail: { id: 'coach.account.otherEmail', defaultMessage: 'Use another address' },
    emailChanged: {
      id: 'coach.account.emailChanged',
      defaultMessage: 'You now sign in with {email}.',
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

/** A new address: asking for the one in use would only mail a code for nothing. */
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

/** The new address holds once the code mailed to it is entered; until then the old one does. */
function ChangeEmail() {
  const intl = useIntl();
  const { analytics } = useApi();
  const calls = useBoundApi(createApi).account;
  const { email: currentEmail } = useCoachSession();
  const [pending, setPending] = useState<EmailChange>();
  const change = useMutation(calls.changeEmail());
  const confirm = useMutation(calls.confirmEmailChange());
  const form = useForm({
    schema: useMemo(() => emailSchema(currentEmail), [currentEmail]),
    initialValues: { email: '', currentPassword: '' },
    serverErrorFields: { invalidCurrentPassword: 'currentPassword' },
    onSubmit: async (values) => {
      setPending(await change.mutateAsync(values));
      analytics.track('emailChangeRequested');
      form.reset();
    },
    onServerError: (message) => toast.critical(message),
  });
  if (pending) {
    return (
      <Stack space="medium">
        <VerificationCodeForm
          submitLabel={messages.confirmEmail}
          verify={async (code) => {
            const session = await confirm.mutateAsync(code);
            analytics.track('emailChanged');
            toast.positive(intl.formatMessage(messages.emailChanged, { email: session.email }));
            setPending(undefined);
          }}
        >
          <Text>
            {intl.formatMessage(messages.codeSent, {
              email: pending.pendingEmail,
              minutes: pending.expiresInMinutes,
              current: currentEmail,
            })}
          </Text>
        </VerificationCodeForm>
        <Button variant="secondary" onPress={() => setPending(undefined)}>
          {intl.formatMessage(messages.otherEmail)}
        </Button>
      </Stack>
    );
  }
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
