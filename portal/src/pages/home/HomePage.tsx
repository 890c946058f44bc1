import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
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
  vars,
} from '@hci/design-system';
import { type Course, createApi } from '@hci/api-schema';
import { ContinueLearning } from '../../components/ContinueLearning';
import { nextPaymentMessages, useNextPaymentText } from '../../components/nextPaymentText';
import { NextSteps } from './NextSteps';
import { nextSteps, type NextStep } from './nextSteps';
import { studentStatus, type StudentStatus } from './studentStatus';
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

function StatusAtAGlance({ status, steps }: { status: StudentStatus; steps: NextStep[] }) {
  const intl = useIntl();
  const nextPaymentText = useNextPaymentText();
  const { nextPayment } = status;
  return (
    <Stack space="large">
      <NextSteps steps={steps} />
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="medium">
        <Card as="section" aria-labelledby="next-payment">
          <Stack space="small" align="left">
            <Heading level={2} size={3} id="next-payment">
              {intl.formatMessage(nextPaymentMessages.nextPayment)}
            </Heading>
            <Text>{nextPaymentText(nextPayment)}</Text>
            {nextPayment && <Link href={payDuePath}>{intl.formatMessage(m.payNow)}</Link>}
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

function isEmpty(status: StudentStatus, steps: readonly NextStep[]) {
  return (
    status.coursesInProgress.length === 0 &&
    !status.nextPayment &&
    status.unreadMessages === 0 &&
    steps.length === 0
  );
}

/** /home: what the student can do next, and their status at a glance. */
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
      queries.enrollmentApplications.list(studentId),
    ] as const,
  });
  const [student, courses, paymentPlans, unread, envelopes, transfers, applications] = results;
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
    !transfers.data ||
    !applications.data
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
  });
  const steps = nextSteps({
    nextPayment: status.nextPayment,
    envelopes: envelopes.data.content,
    transfers: transfers.data.content,
    applications: applications.data.content,
    courses: courses.data.content,
  });
  return (
    <Stack space="large">
      {heading}
      {isEmpty(status, steps) ? (
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
        <StatusAtAGlance status={status} steps={steps} />
      )}
      <RequireRole permission="COACH">
        <CoachCorner />
      </RequireRole>
    </Stack>
  );
}
