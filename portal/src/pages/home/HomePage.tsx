import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  Alert,
  Card,
  EmptyState,
  Heading,
  Link,
  LoadError,
  LoadingRegion,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
  Tiles,
  useFormatters,
  vars,
} from '@hci/design-system';
import { type Course, createApi } from '@hci/api-schema';
import { ContinueLearning } from '../../components/ContinueLearning';
import { EnrollmentCard } from './EnrollmentCard';
import { hasPendingActions, studentStatus, type StudentStatus } from './studentStatus';
import { homeMessages as m } from './homeMessages';
import { pathTo, paths, payDuePath } from '../../paths';
import { CoachCorner } from '../coaches/CoachCorner';
import { PageHeading, RequireRole, useStudentId, useBoundApi } from '@hci/app-frame';

/**
 * A course in progress: its progress and its next module, which "Continue learning" opens; its
 * title opens the course page.
 */
function CourseCard({ course }: { course: Course }) {
  const intl = useIntl();
  const headingId = `course-${course.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={3} id={headingId}>
          <Link href={pathTo(paths.course, { courseId: course.id })}>{course.title}</Link>
        </Heading>
        <ProgressBar
          label={intl.formatMessage(m.progressLabel, { course: course.title })}
          value={course.completedModuleCount}
          maxValue={course.moduleCount}
        />
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.courseProgress, {
            completed: course.completedModuleCount,
            total: course.moduleCount,
          })}
        </Text>
        <ContinueLearning course={course} />
      </Stack>
    </Card>
  );
}

function PendingActions({ status }: { status: StudentStatus }) {
  const intl = useIntl();
  const format = useFormatters();
  if (!hasPendingActions(status)) return null;
  const overdueDays = status.nextPayment?.daysOverdue ?? 0;
  return (
    <section aria-labelledby="pending-actions">
      <Stack space="small">
        <Heading level={2} id="pending-actions">
          {intl.formatMessage(m.pendingActions)}
        </Heading>
        {overdueDays > 0 && (
          <Alert tone="caution">
            <Stack space="xsmall" align="left">
              <span>{intl.formatMessage(m.overdue, { days: overdueDays })}</span>
              <Link href={payDuePath}>{intl.formatMessage(m.payNow)}</Link>
            </Stack>
          </Alert>
        )}
        {status.signingRequests.length > 0 && (
          <Alert tone="info">
            <Stack space="xsmall" align="left">
              <span>
                {intl.formatMessage(m.signingRequests, { count: status.signingRequests.length })}
              </span>
              <Link href={paths.agreements}>{intl.formatMessage(m.reviewAgreements)}</Link>
            </Stack>
          </Alert>
        )}
        {status.pendingTransfers.length > 0 && (
          <Alert tone="info">
            <Stack space="xsmall" align="left">
              <span>
                {intl.formatMessage(m.pendingTransfers, {
                  count: status.pendingTransfers.length,
                })}
              </span>
              {status.pendingTransfers.map((transfer) => (
                <span key={transfer.id}>
                  {intl.formatMessage(m.transferDetail, {
                    from: transfer.fromCohort.name,
                    to: transfer.toCohort.name,
                    startDate: format.longDate(transfer.toCohort.startDate),
                  })}
                </span>
              ))}
              <Link href={paths.paymentInformation}>
                {intl.formatMessage(m.reviewTransfers, { count: status.pendingTransfers.length })}
              </Link>
            </Stack>
          </Alert>
        )}
      </Stack>
    </section>
  );
}

function StatusAtAGlance({ status }: { status: StudentStatus }) {
  const intl = useIntl();
  const format = useFormatters();
  const { nextPayment } = status;
  return (
    <Stack space="large">
      <PendingActions status={status} />
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="medium">
        <Card as="section" aria-labelledby="next-payment">
          <Stack space="small">
            <Heading level={2} size={3} id="next-payment">
              {intl.formatMessage(m.nextPayment)}
            </Heading>
            <Text>
              {!nextPayment
                ? intl.formatMessage(m.noPaymentDue)
                : nextPayment.dueDate
                  ? intl.formatMessage(m.nextPaymentDue, {
                      amount: format.money(nextPayment.amount),
                      date: format.longDate(nextPayment.dueDate),
                    })
                  : intl.formatMessage(m.nextPaymentDueNow, {
                      amount: format.money(nextPayment.amount),
                    })}
            </Text>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="messages">
          <Stack space="small" align="left">
            <Heading level={2} size={3} id="messages">
              {intl.formatMessage(m.messages)}
            </Heading>
            <Text>{intl.formatMessage(m.unreadMessages, { count: status.unreadMessages })}</Text>
            <Link href={paths.inbox}>{intl.formatMessage(m.openInbox)}</Link>
          </Stack>
        </Card>
      </Tiles>
      <section aria-labelledby="courses">
        <Stack space="medium">
          <Heading level={2} id="courses">
            {intl.formatMessage(m.courses)}
          </Heading>
          {status.coursesInProgress.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(m.noCourses)}</Text>
          ) : (
            <Tiles columns={{ mobile: 1, tablet: 2 }} space="medium">
              {status.coursesInProgress.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </Tiles>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

function isEmpty(status: StudentStatus) {
  return (
    status.coursesInProgress.length === 0 &&
    !status.nextPayment &&
    status.unreadMessages === 0 &&
    !hasPendingActions(status)
  );
}

/** /home: the student's status at a glance. */
export function HomePage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const results = useQueries({
    queries: [
      queries.students.detail(studentId),
      queries.courses.list(studentId, { size: 100 }),
      queries.paymentPlans.list(studentId, { size: 100 }),
      queries.communicationIntents.unreadCount(studentId),
      queries.envelopes.list(studentId),
      queries.transfers.list(studentId, { status: 'PENDING' }),
    ] as const,
  });
  const [student, courses, paymentPlans, unread, envelopes, transfers] = results;
  const firstName = student.data?.personalInfo.firstName;
  const heading = (
    <PageHeading title={intl.formatMessage(m.title)}>
      {firstName
        ? intl.formatMessage(m.greeting, { name: firstName })
        : intl.formatMessage(m.greetingNoName)}
    </PageHeading>
  );

  const failed = results.find((result) => result.isError);
  if (failed) {
    return (
      <Stack space="large">
        {heading}
        <LoadError
          error={failed.error}
          isRetrying={results.some((result) => result.isFetching)}
          onRetry={() => {
            for (const result of results) if (result.isError) void result.refetch();
          }}
        />
      </Stack>
    );
  }
  if (
    !courses.data ||
    !paymentPlans.data ||
    unread.data === undefined ||
    !envelopes.data ||
    !transfers.data
  ) {
    return (
      <Stack space="large">
        {heading}
        <LoadingRegion label={intl.formatMessage(m.loading)}>
          <Stack space="medium">
            <Skeleton shape="block" height={vars.space.xxxlarge} />
            <Skeleton shape="block" height={vars.space.xxxlarge} />
            <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />
          </Stack>
        </LoadingRegion>
      </Stack>
    );
  }
  const status = studentStatus({
    courses: courses.data.content,
    paymentPlans: paymentPlans.data.content,
    unreadMessages: unread.data,
    envelopes: envelopes.data.content,
    transfers: transfers.data.content,
  });
  return (
    <Stack space="large">
      {heading}
      <EnrollmentCard />
      {isEmpty(status) ? (
        <EmptyState
          title={intl.formatMessage(m.allSetTitle)}
          description={intl.formatMessage(m.allSetBody)}
          action={
            <Link href={paths.profile} appearance="secondary">
              {intl.formatMessage(m.reviewProfile)}
            </Link>
          }
        />
      ) : (
        <StatusAtAGlance status={status} />
      )}
      <RequireRole permission="COACH">
        <CoachCorner />
      </RequireRole>
    </Stack>
  );
}
