import { Link, Stack, Text } from '@hci/design-system';
import { PageHeading } from '../frame/PageHeading';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { handoverMessages as m } from './messages';
import { useHandover, type OpenUrl } from './useHandover';

export interface CoachAccountHandoverProps {
  coachAppUrl: string;
  /** The coach app's page to land on. */
  path: string;
  /** Leaves for the coach app; the browser's own navigation unless a test or story watches it. */
  open?: OpenUrl;
}

/**
 * What the portal shows a coach with no student record: that the portal is for students, while it
 * takes them, signed in, to the coach app (which says so again on arrival).
 */
export function CoachAccountHandover({ coachAppUrl, path, open }: CoachAccountHandoverProps) {
  const intl = useIntl();
  const handover = useHandover(open);
  useEffect(() => {
    void handover(coachAppUrl, path, 'coachAccount');
  }, [handover, coachAppUrl, path]);
  return (
    <Stack space="medium">
      <PageHeading>{intl.formatMessage(m.coachAccountTitle)}</PageHeading>
      <Text>{intl.formatMessage(m.coachAccountText)}</Text>
      <Link href={`${coachAppUrl.replace(/\/$/, '')}${path}`}>
        {intl.formatMessage(m.openCoachApp)}
      </Link>
    </Stack>
  );
}
