import {
  crossFieldRule,
  Inline,
  NumberField,
  numberSchema,
  rules,
  TextField,
  textSchema,
  toast,
  useForm,
  optionalText,
  withoutUndefined,
} from '@hci/design-system';
import type { Education } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { commonMessages } from '../../components/commonMessages';
import { EditorDialog } from '../../components/EditorDialog';
import { profileMessages as m } from './profileMessages';
import { createApi } from '@hci/api-schema';
import { useApi, useBoundApi } from '@hci/app-frame';

const year = () => numberSchema(rules.numberBetween(1900, 2100));

// An end year, when both are given, no earlier than the start year.
const schema = crossFieldRule(
  z.object({
    institution: textSchema(rules.required),
    degree: textSchema(rules.required),
    fieldOfStudy: z.string(),
    startYear: year(),
    endYear: year(),
  }),
  'endYear',
  ({ startYear }) => (startYear === null ? undefined : rules.numberBetween(startYear, 2100)),
);

/** The dialog that adds a education, or edits the one given; loaded when first opened. */
export function EducationEditor({
  coachId,
  education,
  onClose,
}: {
  coachId: number;
  education?: Education;
  /** Closes the editor; after a save, with the saved record's id. */
  onClose: (savedId?: number) => void;
}) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const create = useMutation(api.educations.create(coachId));
  const update = useMutation(api.educations.update(coachId));
  const form = useForm({
    schema,
    initialValues: {
      institution: education?.institution ?? '',
      degree: education?.degree ?? '',
      fieldOfStudy: education?.fieldOfStudy ?? '',
      startYear: education?.startYear ?? null,
      endYear: education?.endYear ?? null,
    },
    onSubmit: async (values) => {
      const body = withoutUndefined({
        // Saving replaces the record: the description this editor does not show goes back as it was.
        description: education?.description,
        institution: values.institution.trim(),
        degree: values.degree.trim(),
        fieldOfStudy: optionalText(values.fieldOfStudy),
        startYear: values.startYear ?? undefined,
        endYear: values.endYear ?? undefined,
      });
      const saved = education
        ? await update.mutateAsync({ educationId: education.id, ...body })
        : await create.mutateAsync(body);
      analytics.track(education ? 'educationUpdated' : 'educationAdded');
      toast.positive(commonMessages.saved);
      onClose(saved.id);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <EditorDialog
      title={
        education
          ? intl.formatMessage(m.editEducation, { name: education.institution })
          : intl.formatMessage(m.addEducation)
      }
      form={form}
      onClose={() => onClose()}
    >
      <TextField
        {...form.field('institution')}
        label={intl.formatMessage(m.institution)}
        isRequired
      />
      <TextField {...form.field('degree')} label={intl.formatMessage(m.degree)} isRequired />
      <TextField {...form.field('fieldOfStudy')} label={intl.formatMessage(m.fieldOfStudy)} />
      <Inline space="medium" alignY="top">
        <NumberField
          {...form.field('startYear')}
          label={intl.formatMessage(m.startYear)}
          formatOptions={{ useGrouping: false }}
        />
        <NumberField
          {...form.field('endYear')}
          label={intl.formatMessage(m.endYear)}
          formatOptions={{ useGrouping: false }}
        />
      </Inline>
    </EditorDialog>
  );
}
