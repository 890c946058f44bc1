import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages as m } from './profileMessages';
import { RecordSection } from './RecordSection';
import { createApi } from '@hci/api-schema';
import { useApi, useBoundApi } from '@hci/app-frame';

const EducationEditor = lazy(() =>
  import('./EducationEditor').then((module) => ({ default: module.EducationEditor })),
);

/** The coach's educations (30 a page) with add, edit and delete. */
export function EducationSection({ coachId }: { coachId: number }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const educations = useQuery(api.educations.list(coachId, { size: 30 }));
  const remove = useMutation(api.educations.remove(coachId));
  return (
    <RecordSection
      heading={intl.formatMessage(m.educationsHeading)}
      addLabel={intl.formatMessage(m.addEducation)}
      loadingLabel={intl.formatMessage(m.educationsLoading)}
      emptyText={intl.formatMessage(m.educationsEmpty)}
      records={educations}
      nameOf={(education) => education.institution}
      detailOf={(education) =>
        [education.degree, education.fieldOfStudy].filter(Boolean).join(', ') +
        (education.startYear
          ? ` · ${intl.formatMessage(m.years, {
              start: String(education.startYear),
              end: education.endYear ? String(education.endYear) : '',
            })}`
          : '')
      }
      editLabel={(name) => intl.formatMessage(m.editEducation, { name })}
      deleteLabel={(name) => intl.formatMessage(m.deleteEducation, { name })}
      editor={(education, close) => (
        <EducationEditor coachId={coachId} record={education} onClose={close} />
      )}
      remove={async (education) => {
        await remove.mutateAsync(education.id);
        analytics.track('educationDeleted');
      }}
    />
  );
}
