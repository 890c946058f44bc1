import { errorMessage } from '@hci/app-frame';
import { useIntl } from 'react-intl';
import type { EnrollmentApplication } from '@hci/api-schema';
import { codeFits } from '@hci/rules';
import { Alert, Button, Link, Stack, Text, toast } from '@hci/design-system';
import { pathTo, paths } from '../../paths';
import { enrollmentMessages as m } from './enrollmentMessages';
import { promoRefusalKey, useEnrollmentDraft, usePromoCode } from './useEnrollmentDraft';

/**
 * A promo link followed while a draft is open: the code is offered for that draft rather than
 * dropped, and applied only when the student says so. A code the API would refuse is not offered:
 * an unknown or expired one says why, and one meant for another course than the draft's leads to
 * the course step, where choosing a course it is good for takes it along.
 */
export function PromoForDraft({
  code,
  draft,
  onCourseStep,
  onDone,
}: {
  code: string;
  draft: EnrollmentApplication;
  /** The course step shows the code's refusal and its courses itself. */
  onCourseStep: boolean;
  /** The offer is answered: the link's code is done with. */
  onDone: () => void;
}) {
  const intl = useIntl();
  const promo = usePromoCode(code);
  const { save, isSaving } = useEnrollmentDraft(draft);
  if (promo.isError) {
    if (onCourseStep) return null;
    const reason = intl.formatMessage(errorMessage(promoRefusalKey(promo.error)));
    return <Alert tone="caution">{intl.formatMessage(m.promoRefused, { code, reason })}</Alert>;
  }
  if (promo.data && draft.cohortId !== undefined && !codeFits(promo.data, draft.cohortId)) {
    return (
      <Alert tone="info">
        <Stack space="small" align="left">
          <Text>{intl.formatMessage(m.promoForOtherCohort, { code })}</Text>
          {onCourseStep ? (
            <Text>{intl.formatMessage(m.promoChooseBelow)}</Text>
          ) : (
            <Link href={pathTo(paths.enroll, { step: 'course' }, { promo: code })}>
              {intl.formatMessage(m.promoChooseCourse)}
            </Link>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <Stack space="small" align="left">
        <Text>{intl.formatMessage(m.promoForDraft, { code })}</Text>
        <Button
          variant="secondary"
          isPending={isSaving}
          onPress={async () => {
            if (!(await save({ promoCode: code }))) return;
            toast.positive(intl.formatMessage(m.promoAppliedToDraft, { code }));
            onDone();
          }}
        >
          {intl.formatMessage(m.applyPromo, { code })}
        </Button>
      </Stack>
    </Alert>
  );
}
