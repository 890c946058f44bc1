// The enrollment application's lifecycle as students read it: the congratulations step, the
// status page and Home's next steps all name the same steps (the rules' `applicationLifecycle`)
// in the same words.
import type { ApplicationStatus, EnrollmentApplication } from '@hci/api-schema';
import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const lifecycleMessages = untypedMessages(
  defineMessages({
    DRAFT: { id: 'portal.lifecycle.DRAFT', defaultMessage: 'Not submitted yet' },
    SUBMITTED: { id: 'portal.lifecycle.SUBMITTED', defaultMessage: 'Submitted' },
    REVIEWED: { id: 'portal.lifecycle.REVIEWED', defaultMessage: 'Reviewed by an advisor' },
    APPROVED: { id: 'portal.lifecycle.APPROVED', defaultMessage: 'Approved' },
    SIGNING: { id: 'portal.lifecycle.SIGNING', defaultMessage: 'Signing documents' },
    COMPLETE: { id: 'portal.lifecycle.COMPLETE', defaultMessage: 'Complete' },
    'detail.SUBMITTED': {
      id: 'portal.lifecycle.detail.SUBMITTED',
      defaultMessage: 'We received your application.',
    },
    'detail.REVIEWED': {
      id: 'portal.lifecycle.detail.REVIEWED',
      defaultMessage: 'An advisor reviews it and replies in 1–2 business days.',
    },
    'detail.APPROVED': {
      id: 'portal.lifecycle.detail.APPROVED',
      defaultMessage: 'Admissions approve your place; they reply within 48 hours.',
    },
    'detail.SIGNING': {
      id: 'portal.lifecycle.detail.SIGNING',
      defaultMessage: 'You sign your enrollment documents in Agreements.',
    },
    'detail.COMPLETE': {
      id: 'portal.lifecycle.detail.COMPLETE',
      defaultMessage: 'You are enrolled. Welcome to the institute!',
    },
    current: { id: 'portal.lifecycle.current', defaultMessage: 'Current step' },
    upcoming: { id: 'portal.lifecycle.upcoming', defaultMessage: 'Not yet' },
  }),
);

/** When the application reached `step`, if it has. */
export function reachedAt(
  application: EnrollmentApplication,
  step: ApplicationStatus,
): string | undefined {
  return application.statusHistory?.find((change) => change.status === step)?.at;
}
