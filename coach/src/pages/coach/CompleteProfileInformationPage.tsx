import { QueryView, Stack, Text } from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { PageHeading } from '../../app/PageHeading';
import { commonMessages } from '../../components/commonMessages';
import { paths } from '../../routes';
import { useCoachSession } from '../../session';
import { useCoachApi } from '../../coachApi';
import { CoachProfileForm } from './profile/CoachProfileForm';
import { profileMessages } from './profileMessages';

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
  const api = useCoachApi();
  const { coachId } = useCoachSession();
  const [, navigate] = useLocation();
  const coach = useQuery(api.coaches.detail(coachId));
  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
        <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
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
