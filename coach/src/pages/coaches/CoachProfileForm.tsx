import {
  KeptWorkOffer,
  languageOptions,
  useKeepWork,
  useApi,
  useBoundApi,
  positiveMessages,
} from '@hci/app-frame';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  Heading,
  rules,
  Stack,
  Switch,
  TextArea,
  TextField,
  toast,
  useForm,
} from '@hci/design-system';
import type { Coach } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { coachToForm, formToCoachUpdate, profileFormSchema } from './profileForm';
import { profileMessages as m } from './profileMessages';
import { createApi } from '@hci/api-schema';
import { introLimit } from '@hci/rules/field-rules';

type LinkField =
  | 'websiteUrl'
  | 'video'
  | 'coachWebConferenceUrl'
  | 'facebookGroupUrl'
  | 'linkedIn'
  | 'facebook'
  | 'instagram'
  | 'youtube';

/** The coach's public profile fields; `compact` (completing the profile) shows the essentials only. */
export function CoachProfileForm({
  coach,
  submitLabel,
  compact = false,
  onSaved,
}: {
  coach: Coach;
  submitLabel: string;
  compact?: boolean;
  onSaved?: () => void;
}) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const update = useMutation(api.coaches.update(coach.id));
  const form = useForm({
    schema: profileFormSchema,
    initialValues: coachToForm(coach),
    errorSummary: true,
    onSubmit: async (values) => {
      await update.mutateAsync(formToCoachUpdate(values));
      analytics.track('profileUpdated');
      toast.positive(positiveMessages.profileUpdated);
      onSaved?.();
    },
    onServerError: (message) => toast.critical(message),
  });
  const keptWork = useKeepWork(compact ? 'coach.completeProfile' : 'coach.profile', form);
  const urlField = (name: LinkField, label: string) => (
    <TextField
      {...form.field(name)}
      type="url"
      label={label}
      // A bare domain gets its https:// as the coach leaves the field, so what is saved shows.
      onBlur={() => form.setValue(name, rules.withWebScheme(form.values[name]))}
      description={intl.formatMessage(m.urlHelp)}
      maxLength={300}
    />
  );

  return (
    <form {...form.formProps}>
      <Stack space="large">
        <KeptWorkOffer offer={keptWork} />
        <ErrorSummary {...form.summaryProps} />
        <Stack as="section" space="medium">
          <Heading level={2}>{intl.formatMessage(m.aboutHeading)}</Heading>
          <TextArea
            {...form.field('intro')}
            label={intl.formatMessage(m.intro)}
            description={intl.formatMessage(m.introHelp)}
            characterLimit={introLimit}
            rows={5}
          />
          <TextField
            {...form.field('specializations')}
            label={intl.formatMessage(m.specializations)}
            description={intl.formatMessage(m.specializationsHelp)}
            maxLength={1000}
          />
          <TextField {...form.field('focus')} label={intl.formatMessage(m.focus)} />
          <CheckboxGroup
            label={intl.formatMessage(m.languages)}
            value={form.values.languages}
            onChange={(languages) =>
              form.setValue(
                'languages',
                languageOptions
                  .map((option) => option.value)
                  .filter((value) => languages.includes(value)),
              )
            }
          >
            {languageOptions.map((option) => (
              <Checkbox key={option.value} value={option.value}>
                {intl.formatMessage(option.label)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <TextField
            {...form.field('hctpGraduatingClass')}
            label={intl.formatMessage(m.graduatingClass)}
          />
        </Stack>
        {compact ? null : (
          <Stack as="section" space="medium">
            <Heading level={2}>{intl.formatMessage(m.linksHeading)}</Heading>
            {urlField('websiteUrl', intl.formatMessage(m.websiteUrl))}
            {urlField('video', intl.formatMessage(m.video))}
            {urlField('coachWebConferenceUrl', intl.formatMessage(m.webConferenceUrl))}
            {urlField('facebookGroupUrl', intl.formatMessage(m.facebookGroupUrl))}
            {urlField('linkedIn', intl.formatMessage(m.linkedIn))}
            {urlField('facebook', intl.formatMessage(m.facebook))}
            {urlField('instagram', intl.formatMessage(m.instagram))}
            {urlField('youtube', intl.formatMessage(m.youtube))}
            <Switch
              isSelected={form.values.showPhone}
              onChange={(value) => form.setValue('showPhone', value)}
            >
              {intl.formatMessage(m.showPhone)}
            </Switch>
            <Switch
              isSelected={form.values.testCall}
              onChange={(value) => form.setValue('testCall', value)}
              description={intl.formatMessage(m.testCallHelp)}
            >
              {intl.formatMessage(m.testCall)}
            </Switch>
          </Stack>
        )}
        <Button type="submit" isPending={form.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
