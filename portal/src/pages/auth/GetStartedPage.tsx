import {
  accountMessages,
  languageOptions,
  NameFields,
  NewPasswordFields,
  newPasswordSchema,
  PageHeading,
  personNameSchema,
  EmailedCode,
  SessionQueries,
  useApiSession,
  useAuthActions,
  useBoundApi,
  infoMessages,
  positiveMessages,
} from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  createApi,
  createLocalPreferences,
  languageValues,
  type SignUpRequest,
} from '@hci/api-schema';
import { emailRules, programDateRules } from '@hci/rules/field-rules';
import {
  Button,
  crossFieldRule,
  DateField,
  dateRules,
  EmailField,
  Inline,
  Link,
  rules,
  Select,
  SelectItem,
  Stack,
  Stepper,
  Text,
  textSchema,
  toast,
  useFocusAfterOutcome,
  useForm,
} from '@hci/design-system';
import { getStartedDraft } from './getStartedDraft';
import { getStartedMessages as m } from './getStartedMessages';
import { verificationMessages } from './verificationMessages';
import { paths } from '../../paths';

type Step = 'program' | 'password' | 'verify';

// The names, e-mail and dates follow the rules the API enforces on signing up, the names the
// profile's. The track and dates are what the student hopes for: enrolling starts from the open
// cohort closest to them.
const programSchema = crossFieldRule(
  z.object({
    firstName: personNameSchema(),
    lastName: personNameSchema(),
    email: textSchema(...emailRules),
    languageIso2LetterCode: z.enum(languageValues),
    programTrack: textSchema(rules.required),
    startDate: textSchema(rules.required, ...programDateRules.startDate),
    graduationDate: textSchema(rules.required, dateRules.validDate),
  }),
  'graduationDate',
  ({ startDate }) => (startDate ? programDateRules.graduationAfter(startDate) : undefined),
);
type ProgramValues = z.output<typeof programSchema>;

/** The language the page is shown in, as the student's preferred one. */
const pageLanguage = (locale: string): ProgramValues['languageIso2LetterCode'] =>
  locale === 'es' ? 'ES' : 'EN';

function ProgramForm({
  initial,
  onChange,
  onDone,
}: {
  initial: ProgramValues;
  onChange: (values: ProgramValues) => void;
  onDone: (values: ProgramValues) => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const tracks = useQuery(queries.lookups.list(['PROGRAM_TRACK'], intl.locale));
  const form = useForm({ schema: programSchema, initialValues: initial, onSubmit: onDone });
  // Only what was typed: the values it started from are already where they came from.
  const { values } = form;
  useEffect(() => {
    if (values !== initial) onChange(values);
  }, [values, initial, onChange]);
  const track = form.field('programTrack');
  const language = form.field('languageIso2LetterCode');
  // Until the student picks a language, it follows the page's: switching the page to Spanish (or
  // the stored choice read after a prerendered English page) says which one they read.
  const [languageChosen, setLanguageChosen] = useState(false);
  const shownIn = useRef(intl.locale);
  const followPage = language.onChange;
  useEffect(() => {
    if (shownIn.current === intl.locale) return;
    shownIn.current = intl.locale;
    if (!languageChosen) followPage(pageLanguage(intl.locale));
  }, [intl.locale, languageChosen, followPage]);
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <EmailField
          {...form.field('email')}
          label={intl.formatMessage(accountMessages.email)}
          isRequired
        />
        <Select
          id={language.id}
          label={intl.formatMessage(m.language)}
          value={language.value}
          onChange={(key) => {
            setLanguageChosen(true);
            language.onChange(key === 'ES' ? 'ES' : 'EN');
          }}
          isRequired
        >
          {languageOptions.map((option) => (
            <SelectItem key={option.value} id={option.value}>
              {intl.formatMessage(option.label)}
            </SelectItem>
          ))}
        </Select>
        <Select
          id={track.id}
          label={intl.formatMessage(m.programTrack)}
          value={track.value || null}
          onChange={(key) => track.onChange(String(key ?? ''))}
          errorMessage={track.errorMessage}
          isInvalid={Boolean(track.errorMessage)}
          isRequired
        >
          {(tracks.data ?? []).map((item) => (
            <SelectItem key={item.value} id={item.value}>
              {item.label ?? item.value}
            </SelectItem>
          ))}
        </Select>
        <DateField
          {...form.field('startDate')}
          label={intl.formatMessage(m.startDate)}
          upcoming
          isRequired
        />
        <DateField
          {...form.field('graduationDate')}
          label={intl.formatMessage(m.graduationDate)}
          upcoming
          isRequired
        />
        <Button type="submit" fullWidth>
          {intl.formatMessage(m.next)}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm({
  program,
  onBack,
  onDone,
}: {
  program: ProgramValues;
  onBack: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const auth = useAuthActions();
  const form = useForm({
    schema: newPasswordSchema({ confirm: true }),
    initialValues: { password: '', confirmation: '' },
    onSubmit: async ({ password }) => {
      const body: SignUpRequest = {
        email: program.email.trim(),
        password,
        firstName: program.firstName.trim(),
        lastName: program.lastName.trim(),
        languageIso2LetterCode: program.languageIso2LetterCode,
        programTrack: program.programTrack,
        startDate: program.startDate,
        graduationDate: program.graduationDate,
      };
      await auth.signUp(body);
      // The sign-up e-mail is kept locally for the verification step; the answers are done with.
      createLocalPreferences().signUpEmail.set(body.email);
      getStartedDraft.clear();
      toast.positive(positiveMessages.register);
      toast.info(infoMessages.createPassword);
      onDone();
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <NewPasswordFields
          password={form.field('password')}
          label={accountMessages.password}
          confirmation={{ field: form.field('confirmation'), label: m.confirmation }}
        />
        <Inline space="small">
          <Button variant="secondary" onPress={onBack}>
            {intl.formatMessage(m.back)}
          </Button>
          <Button type="submit" isPending={form.isSubmitting}>
            {intl.formatMessage(m.createAccount)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The code e-mailed on signing up: where it went, and a new one when the mail does not come. */
function CodeForm() {
  const auth = useAuthActions();
  const { email } = useApiSession();
  const [, navigate] = useLocation();
  return (
    <EmailedCode
      intro={verificationMessages.intro}
      email={email}
      submitLabel={m.verify}
      verify={async (code) => {
        await auth.verifyEmail(code);
        createLocalPreferences().signUpEmail.remove();
        navigate(paths.home, { replace: true });
      }}
      resend={auth.resendVerification}
      resent={{ message: verificationMessages.resent, tone: 'positive' }}
    />
  );
}

const emptyProgram = (locale: string): ProgramValues => ({
  firstName: '',
  lastName: '',
  email: '',
  languageIso2LetterCode: pageLanguage(locale),
  programTrack: '',
  startDate: '',
  graduationDate: '',
});

const saveProgram = (program: ProgramValues) => getStartedDraft.save({ step: 'program', program });

/** /get-started: program, password (POST /auth/signup), then the e-mailed verification code. */
export function GetStartedPage() {
  const intl = useIntl();
  const session = useApiSession();
  // A student who signed up but left before the code resumes at the code.
  const atCode = session.isAuthenticated && !session.isVerifiedEmail;
  const [step, setStep] = useState<Step>(atCode ? 'verify' : 'program');
  // Each step's form takes the place of the last one's, and of the focus it had.
  useFocusAfterOutcome(step);
  const [program, setProgram] = useState(() => emptyProgram(intl.locale));
  // Remounts the program form with restored answers.
  const [restored, setRestored] = useState(false);
  // A reload finds the answers and the step where they were. They are restored once the page is
  // live: hydrating a prerendered page must first render what the server did, the empty form.
  useEffect(() => {
    const draft = getStartedDraft.read();
    if (!draft || atCode) return;
    setProgram(draft.program);
    setStep(draft.step);
    setRestored(true);
  }, [atCode]);
  const moveTo = (next: 'program' | 'password', values: ProgramValues) => {
    getStartedDraft.save({ step: next, program: values });
    setProgram(values);
    setStep(next);
  };
  const steps = [
    { id: 'program', label: intl.formatMessage(m.programStep) },
    { id: 'password', label: intl.formatMessage(m.passwordStep) },
    { id: 'verify', label: intl.formatMessage(m.verifyStep) },
  ];
  // The program tracks are the one thing the sign-in pages load through the query cache.
  return (
    <SessionQueries>
      <Stack space="large">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Stepper steps={steps} currentStepId={step} aria-label={intl.formatMessage(m.steps)} />
        {step === 'program' && (
          <ProgramForm
            key={String(restored)}
            initial={program}
            onChange={saveProgram}
            onDone={(values) => moveTo('password', values)}
          />
        )}
        {step === 'password' && (
          <PasswordForm
            program={program}
            onBack={() => moveTo('program', program)}
            onDone={() => setStep('verify')}
          />
        )}
        {step === 'verify' && <CodeForm />}
        {step !== 'verify' && (
          <Text>
            {intl.formatMessage(m.haveAccount)}{' '}
            <Link href={paths.login}>{intl.formatMessage(m.signIn)}</Link>
          </Text>
        )}
      </Stack>
    </SessionQueries>
  );
}
