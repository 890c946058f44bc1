import {
  crossFieldRule,
  Inline,
  NumberField,
  numberSchema,
  rules,
  TextField,
  textSchema,
  optionalText,
  withoutUndefined,
} from '@hci/design-system';
import type { Education, EducationInput } from '@hci/api-schema';
import { z } from 'zod/mini';
import { profileMessages as m } from './profileMessages';
import { RecordEditor, type RecordEditorProps, type RecordKind } from './RecordEditor';

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

const education: RecordKind<
  Education,
  typeof schema,
  EducationInput,
  EducationInput & { educationId: number }
> = {
  schema,
  values: (record) => ({
    institution: record?.institution ?? '',
    degree: record?.degree ?? '',
    fieldOfStudy: record?.fieldOfStudy ?? '',
    startYear: record?.startYear ?? null,
    endYear: record?.endYear ?? null,
  }),
  body: (values, record) =>
    withoutUndefined({
      // The description this editor does not show.
      description: record?.description,
      institution: values.institution.trim(),
      degree: values.degree.trim(),
      fieldOfStudy: optionalText(values.fieldOfStudy),
      startYear: values.startYear ?? undefined,
      endYear: values.endYear ?? undefined,
    }),
  create: (api, coachId) => api.educations.create(coachId),
  update: (api, coachId) => api.educations.update(coachId),
  updateOf: (record, body) => ({ educationId: record.id, ...body }),
  events: { added: 'educationAdded', updated: 'educationUpdated' },
  title: (intl, record) =>
    record
      ? intl.formatMessage(m.editEducation, { name: record.institution })
      : intl.formatMessage(m.addEducation),
  fields: (form, intl) => (
    <>
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
    </>
  ),
};

/** The dialog that adds an education, or edits the one given; loaded when first opened. */
export function EducationEditor(props: RecordEditorProps<Education>) {
  return <RecordEditor kind={education} {...props} />;
}
