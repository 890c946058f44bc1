import { Stack, Text } from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../app/PageHeading';
import { commonMessages } from '../../components/commonMessages';
import { QueryView } from '../../components/QueryView';
import { useCoachSession } from '../../session';
import { useServices } from '../../services';
import { CertificationSection } from './profile/CertificationSection';
import { CoachProfileForm } from './profile/CoachProfileForm';
import { EducationSection } from './profile/EducationSection';
import { profileMessages as m } from './profileMessages';

/** The public profile: coach fields, then educations and certifications. */
export function ProfilePage() {
  const intl = useIntl();
  const { api } = useServices();
  const { coachId, email } = useCoachSession();
  const coach = useQuery(api.coaches.detail(coachId));
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Text tone="secondary">{email}</Text>
      </Stack>
      <QueryView query={coach} loadingLabel={intl.formatMessage(m.loading)}>
        {(data) => (
          <CoachProfileForm
            coach={data}
            submitLabel={intl.formatMessage(commonMessages.saveChanges)}
          />
        )}
      </QueryView>
      <EducationSection coachId={coachId} />
      <CertificationSection coachId={coachId} />
    </Stack>
  );
}
