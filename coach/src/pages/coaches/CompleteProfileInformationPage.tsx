import { QueryView, Stack } from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { commonMessages } from '../../components/commonMessages';
import { CoachProfileForm } from './CoachProfileForm';
import { profileMessages } from './profileMessages';
import { createApi } from '@hci/api-schema';
import { PageHeading, useCoachSession, useBoundApi } from '@hci/app-frame';
import { paths } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.completeProfile.title', defaultMessage: 'Tell clients about yourself' },
  intro: {
    id: 'coach.completeProfile.intro',
    defaultMessage: 'Just the essentials for now; you can add links, education and more later.',
  },
});

/** The first step after verifying the e-mail: the essentials of the coach profile. */
export function CompleteProfileInformationPage() {
  const intl = useIntl();
  const api = useBoundApi(createApi);
  const { coachId } = useCoachSession();
  const [, navigate] = useLocation();
  const coach = useQuery(api.coaches.detail(coachId));
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(messages.intro)}>
        {intl.formatMessage(messages.title)}
      </PageHeading>
      <QueryView query={coach} loadingLabel={intl.formatMessage(profileMessages.loading)}>
        {(data) => (
          <CoachProfileForm
            coach={data}
            compact
            submitLabel={intl.formatMessage(commonMessages.continue)}
            onSaved={() => navigate(paths.welcome)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
