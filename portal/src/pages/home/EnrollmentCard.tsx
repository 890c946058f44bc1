import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import { Card, Heading, Link, Stack, Text, useFormatters } from '@hci/design-system';
import { lifecycleMessages, reachedAt } from '../../components/applicationLifecycle';
import { pathTo, paths } from '../../paths';
import { homeMessages as m } from './homeMessages';

/**
 * The home page's enrollment card: continue a draft, follow an application on its way, or start
 * one. Quiet while it loads or if it cannot: the rest of home does not wait for it.
 */
export function EnrollmentCard() {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const applications = useQuery(queries.enrollmentApplications.list(studentId));
  if (!applications.data) return null;
  const list = applications.data.content;
  const draft = list.find((application) => application.status === 'DRAFT');
  const inProgress = list.find(
    (application) => application.status !== 'DRAFT' && application.status !== 'COMPLETE',
  );
  if (!draft && !inProgress && list.length > 0) return null;
  let body;
  if (draft) {
    body = (
      <>
        <Text>{intl.formatMessage(m.enrollmentDraft)}</Text>
        <Link href={pathTo(paths.enroll)} appearance="primary">
          {intl.formatMessage(m.continueEnrollment)}
        </Link>
      </>
    );
  } else if (inProgress) {
    const since = reachedAt(inProgress, inProgress.status);
    body = (
      <>
        <Text>
          {intl.formatMessage(m.applicationStatus, {
            status: intl.formatMessage(lifecycleMessages[inProgress.status]),
            date: since ? format.longDate(since) : '',
          })}
        </Text>
        <Link href={paths.enrollment}>{intl.formatMessage(m.viewApplication)}</Link>
      </>
    );
  } else {
    body = (
      <>
        <Text>{intl.formatMessage(m.enrollmentInvite)}</Text>
        <Link href={pathTo(paths.enroll)} appearance="primary">
          {intl.formatMessage(m.startEnrollment)}
        </Link>
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="home-enrollment" tone="brand">
      <Stack space="small" align="left">
        <Heading level={2} size={3} id="home-enrollment">
          {intl.formatMessage(m.enrollment)}
        </Heading>
        {body}
      </Stack>
    </Card>
  );
}
