import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages as m } from './profileMessages';
import { RecordSection } from './RecordSection';
import { createApi } from '@hci/api-schema';
import { useApi, useBoundApi } from '@hci/app-frame';

const CertificationEditor = lazy(() =>
  import('./CertificationEditor').then((module) => ({ default: module.CertificationEditor })),
);

/** The coach's certifications (30 a page) with add, edit and delete. */
export function CertificationSection({ coachId }: { coachId: number }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const certifications = useQuery(api.certifications.list(coachId, { size: 30 }));
  const remove = useMutation(api.certifications.remove(coachId));
  return (
    <RecordSection
      heading={intl.formatMessage(m.certificationsHeading)}
      addLabel={intl.formatMessage(m.addCertification)}
      loadingLabel={intl.formatMessage(m.certificationsLoading)}
      emptyText={intl.formatMessage(m.certificationsEmpty)}
      records={certifications}
      nameOf={(certification) => certification.name}
      detailOf={(certification) => certification.issuer}
      editLabel={(name) => intl.formatMessage(m.editCertification, { name })}
      deleteLabel={(name) => intl.formatMessage(m.deleteCertification, { name })}
      editor={(certification, close) => (
        <CertificationEditor coachId={coachId} record={certification} onClose={close} />
      )}
      remove={async (certification) => {
        await remove.mutateAsync(certification.id);
        analytics.track('certificationDeleted');
      }}
    />
  );
}
