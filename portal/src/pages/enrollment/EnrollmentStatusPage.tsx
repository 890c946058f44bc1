import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, type Cohort, type EnrollmentApplication } from '@hci/api-schema';
import {
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  LoadError,
  LoadingRegion,
  Stack,
  Text,
  useFormatters,
} from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId, positiveMessages } from '@hci/app-frame';
import { ApplicationTimeline } from '../../components/ApplicationTimeline';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { pathTo, paths } from '../../paths';
import { applicationNumbers } from './applicationNumbers';
import { enrollmentStatusMessages as m } from './enrollmentStatusMessages';

function ApplicationCard({
  application,
  number,
  cohorts,
}: {
  application: EnrollmentApplication;
  /** Its place among the student's own applications, from 1. */
  number: number;
  cohorts: readonly Cohort[];
}) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = `application-${application.id}`;
  const cohort = cohorts.find((candidate) => candidate.id === application.cohortId);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="medium" align="left">
        <Heading level={2} size={3} id={headingId}>
          {intl.formatMessage(m.application, {
            cohort: cohort?.name ?? 'none',
            number,
          })}
        </Heading>
        {application.status === 'DRAFT' ? (
          <>
            <Text tone="secondary">
              {intl.formatMessage(m.started, { date: format.longDate(application.createdAt) })}
            </Text>
            <Link href={pathTo(paths.enroll)} appearance="primary">
              {intl.formatMessage(m.continue)}
            </Link>
          </>
        ) : (
          <>
            <ApplicationTimeline
              application={application}
              label={intl.formatMessage(m.lifecycle)}
            />
            {application.status === 'SIGNING' && (
              <Link href={paths.agreements}>{intl.formatMessage(m.signDocuments)}</Link>
            )}
            {application.status === 'COMPLETE' && (
              <Stack space="small" align="left">
                <Text>
                  {intl.formatMessage(positiveMessages.applicationCompleted)}{' '}
                  {intl.formatMessage(m.completeNext)}
                </Text>
                <Inline space="medium" alignY="center">
                  <Link href={paths.courses} appearance="primary">
                    {intl.formatMessage(m.goToCourses)}
                  </Link>
                  <Link href={paths.paymentInformation} appearance="secondary">
                    {intl.formatMessage(m.seePaymentPlan)}
                  </Link>
                </Inline>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /enrollment: each application and where it is in the lifecycle, with the date of each step. */
export function EnrollmentStatusPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const [applications, cohorts] = useQueries({
    queries: [
      queries.enrollmentApplications.list(studentId),
      queries.cohorts.list({ size: 100 }),
    ] as const,
  });
  const title = intl.formatMessage(m.title);
  const failed = [applications, cohorts].find((query) => query.isError);
  let content;
  if (failed) {
    content = (
      <LoadError
        error={failed.error}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!applications.data || !cohorts.data) {
    content = (
      <LoadingRegion label={intl.formatMessage(m.loading)}>
        <CardsSkeleton />
      </LoadingRegion>
    );
  } else if (applications.data.content.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyBody)}
        action={
          <Link href={pathTo(paths.enroll)} appearance="primary">
            {intl.formatMessage(m.start)}
          </Link>
        }
      />
    );
  } else {
    const list = applications.data.content;
    const numbers = applicationNumbers(list);
    const hasDraft = list.some((application) => application.status === 'DRAFT');
    content = (
      <Stack space="medium">
        {!hasDraft && (
          <Link href={pathTo(paths.enroll)} appearance="secondary">
            {intl.formatMessage(m.start)}
          </Link>
        )}
        {list.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            number={numbers.get(application.id)!}
            cohorts={cohorts.data.content}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{title}</PageHeading>
      {content}
    </Stack>
  );
}
