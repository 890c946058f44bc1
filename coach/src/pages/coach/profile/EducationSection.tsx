import {
  Button,
  ConfirmDialog,
  Dialog,
  errorMessage,
  Heading,
  Inline,
  NumberField,
  numberSchema,
  QueryView,
  rules,
  Stack,
  Text,
  TextField,
  textSchema,
  toast,
  useForm,
} from '@hci/design-system';
import { isApiError, type Education } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { commonMessages } from '../../../components/commonMessages';
import { useCoachApi } from '../../../coachApi';
import { useServices } from '../../../services';
import { profileMessages as m } from '../profileMessages';

const year = () => numberSchema(rules.numberBetween(1900, 2100));

const schema = z.object({
  institution: textSchema(rules.required),
  degree: textSchema(rules.required),
  fieldOfStudy: z.string(),
  startYear: year(),
  endYear: year(),
});

function EducationEditor({
  coachId,
  education,
  onClose,
}: {
  coachId: number;
  education?: Education;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { analytics } = useServices();
  const api = useCoachApi();
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
      const body = {
        institution: values.institution.trim(),
        degree: values.degree.trim(),
        ...(values.fieldOfStudy.trim() ? { fieldOfStudy: values.fieldOfStudy.trim() } : {}),
        ...(values.startYear === null ? {} : { startYear: values.startYear }),
        ...(values.endYear === null ? {} : { endYear: values.endYear }),
      };
      if (education) await update.mutateAsync({ educationId: education.id, ...body });
      else await create.mutateAsync(body);
      analytics.track(education ? 'educationUpdated' : 'educationAdded');
      toast.positive(commonMessages.saved);
      onClose();
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        education
          ? intl.formatMessage(m.editEducation, { name: education.institution })
          : intl.formatMessage(m.addEducation)
      }
    >
      {(close) => (
        <form {...form.formProps}>
          <Stack space="medium">
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
            <Inline space="small" align="right">
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(commonMessages.cancel)}
              </Button>
              <Button type="submit" isPending={form.isSubmitting}>
                {intl.formatMessage(commonMessages.save)}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** The coach's educations (page size 30, spec §9) with add, edit and delete. */
export function EducationSection({ coachId }: { coachId: number }) {
  const intl = useIntl();
  const { analytics } = useServices();
  const api = useCoachApi();
  const educations = useQuery(api.educations.list(coachId, { size: 30 }));
  const remove = useMutation(api.educations.remove(coachId));
  const [editing, setEditing] = useState<{ education?: Education } | null>(null);
  const [deleting, setDeleting] = useState<Education | null>(null);
  return (
    <Stack as="section" space="medium">
      <Inline space="medium" align="spread">
        <Heading level={2}>{intl.formatMessage(m.educationsHeading)}</Heading>
        <Button variant="secondary" onPress={() => setEditing({})}>
          {intl.formatMessage(m.addEducation)}
        </Button>
      </Inline>
      <QueryView
        query={educations}
        loadingLabel={intl.formatMessage(m.educationsLoading)}
        isEmpty={(page) => page.content.length === 0}
        empty={<Text tone="secondary">{intl.formatMessage(m.educationsEmpty)}</Text>}
      >
        {(page) => (
          <Stack space="small">
            {page.content.map((education) => (
              <div key={education.id}>
                <Inline space="medium" align="spread">
                  <Stack space="xxsmall">
                    <Text weight="strong">{education.institution}</Text>
                    <Text tone="secondary" size="small">
                      {[education.degree, education.fieldOfStudy].filter(Boolean).join(', ')}
                      {education.startYear
                        ? ` · ${intl.formatMessage(m.years, {
                            start: String(education.startYear),
                            end: education.endYear ? String(education.endYear) : '',
                          })}`
                        : ''}
                    </Text>
                  </Stack>
                  <Inline space="xsmall">
                    <Button
                      variant="tertiary"
                      aria-label={intl.formatMessage(m.editEducation, {
                        name: education.institution,
                      })}
                      onPress={() => setEditing({ education })}
                    >
                      {intl.formatMessage(commonMessages.edit)}
                    </Button>
                    <Button
                      variant="tertiary"
                      aria-label={intl.formatMessage(m.deleteEducation, {
                        name: education.institution,
                      })}
                      onPress={() => setDeleting(education)}
                    >
                      {intl.formatMessage(commonMessages.delete)}
                    </Button>
                  </Inline>
                </Inline>
              </div>
            ))}
          </Stack>
        )}
      </QueryView>
      {editing ? (
        <EducationEditor
          coachId={coachId}
          education={editing.education}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.deleteTitle, { name: deleting?.institution ?? '' })}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            analytics.track('educationDeleted');
            toast.positive(commonMessages.deleted);
          } catch (error) {
            toast.critical(errorMessage(isApiError(error) ? error.key : 'default'));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.deleteBody)}
      </ConfirmDialog>
    </Stack>
  );
}
