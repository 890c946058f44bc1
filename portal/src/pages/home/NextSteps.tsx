import { useIntl } from 'react-intl';
import { Alert, Heading, Link, Stack, useFormatters } from '@hci/design-system';
import { lifecycleMessages, reachedAt } from '../../components/applicationLifecycle';
import { pathTo, paths, payDuePath } from '../../paths';
import { stepList } from './NextSteps.css';
import { homeMessages as m } from './homeMessages';
import type { NextStep } from './nextSteps';

/** One step: what it is about, and the link that settles it. */
function Step({ step }: { step: NextStep }) {
  const intl = useIntl();
  const format = useFormatters();
  const line = (text: string, href: string, label: string) => (
    <Stack space="xsmall" align="left">
      <span>{text}</span>
      <Link href={href}>{label}</Link>
    </Stack>
  );
  switch (step.kind) {
    case 'paymentOverdue':
      return line(
        intl.formatMessage(m.overdue, { days: step.days, amount: format.money(step.amount) }),
        payDuePath,
        intl.formatMessage(m.payNow),
      );
    case 'documentsToSign':
      return line(
        intl.formatMessage(m.signingRequests, { count: step.count }),
        paths.agreements,
        intl.formatMessage(m.reviewAgreements),
      );
    case 'paymentDueNow':
      return line(
        intl.formatMessage(m.dueNow, { amount: format.money(step.amount) }),
        payDuePath,
        intl.formatMessage(m.payNow),
      );
    case 'transfers':
      return (
        <Stack space="xsmall" align="left">
          <span>{intl.formatMessage(m.pendingTransfers, { count: step.transfers.length })}</span>
          {step.transfers.map((transfer) => (
            <span key={transfer.id}>
              {intl.formatMessage(m.transferDetail, {
                from: transfer.fromCohort.name,
                to: transfer.toCohort.name,
                startDate: format.longDate(transfer.toCohort.startDate),
              })}
            </span>
          ))}
          <Link href={paths.paymentInformation}>
            {intl.formatMessage(m.reviewTransfers, { count: step.transfers.length })}
          </Link>
        </Stack>
      );
    case 'continueEnrollment':
      return line(
        intl.formatMessage(m.enrollmentDraft),
        paths.enroll,
        intl.formatMessage(m.continueEnrollment),
      );
    case 'applicationUnderway': {
      const { application } = step;
      const since = reachedAt(application, application.status);
      return line(
        intl.formatMessage(m.applicationStatus, {
          status: intl.formatMessage(lifecycleMessages[application.status]),
          date: since ? format.longDate(since) : '',
        }),
        paths.enrollment,
        intl.formatMessage(m.viewApplication),
      );
    }
    case 'nextModule': {
      const { course } = step;
      const next = course.nextModule!;
      return line(
        next.dueDate
          ? intl.formatMessage(m.nextModuleDue, {
              course: course.title,
              module: next.title,
              date: format.longDate(next.dueDate),
            })
          : intl.formatMessage(m.nextModule, { course: course.title, module: next.title }),
        pathTo(paths.course, { courseId: course.id }),
        intl.formatMessage(m.openCourse),
      );
    }
    case 'startEnrollment':
      return line(
        intl.formatMessage(m.enrollmentInvite),
        paths.enroll,
        intl.formatMessage(m.startEnrollment),
      );
  }
}

/** Home's list of what the student can do next, most pressing first; money late is a warning. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const intl = useIntl();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps">
      <Stack space="small">
        <Heading level={2} id="next-steps">
          {intl.formatMessage(m.nextSteps)}
        </Heading>
        <Stack as="ol" space="small" className={stepList}>
          {steps.map((step) => (
            <li key={step.kind}>
              <Alert tone={step.kind === 'paymentOverdue' ? 'caution' : 'info'}>
                <Step step={step} />
              </Alert>
            </li>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
