import { QueryView, Skeleton, Stack } from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../components/commonMessages';
import { CertificationSection } from './CertificationSection';
import { CoachProfileForm } from './CoachProfileForm';
import { EducationSection } from './EducationSection';
import { profileMessages as m } from './profileMessages';
import { createApi } from '@hci/api-schema';
import { PageHeading, useCoachSession, useBoundApi } from '@hci/app-frame';

// The picture uploads (drop zone, progress, the upload request) load beside the form rather than
// in the route's own chunk, so the profile's fields show first.
const ProfileImages = lazy(() =>
  import('./ProfileImages').then((module) => ({ default: module.ProfileImages })),
);

/** The public profile: photo and cover image, coach fields, then educations and certifications. */
export function ProfilePage() {
  const intl = useIntl();
  const api = useBoundApi(createApi);
  const { coachId, email } = useCoachSession();
  const coach = useQuery(api.coaches.detail(coachId));
  return (
    <Stack space="xlarge">
      <PageHeading intro={email}>{intl.formatMessage(m.title)}</PageHeading>
      <QueryView query={coach} loadingLabel={intl.formatMessage(m.loading)}>
        {(data) => (
          <Stack space="xlarge">
            <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
              <ProfileImages coach={data} />
            </Suspense>
            <CoachProfileForm
              coach={data}
              submitLabel={intl.formatMessage(commonMessages.saveChanges)}
            />
          </Stack>
        )}
      </QueryView>
      <EducationSection coachId={coachId} />
      <CertificationSection coachId={coachId} />
    </Stack>
  );
}
