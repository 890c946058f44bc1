import { useIntl } from 'react-intl';
import type { EnrollmentApplication } from '@hci/api-schema';
import { Alert, Button, Stack, Text, toast } from '@hci/design-system';
import { enrollmentMessages as m } from './enrollmentMessages';
import { useEnrollmentDraft } from './useEnrollmentDraft';

/**
 * A promo link followed while a draft is open: the code is offered for that draft rather than
 * dropped, and applied only when the student says so (the API refuses a code that does not fit
 * the draft's cohort, and the refusal says why).
 */
export function PromoForDraft({
  code,
  draft,
  onDone,
}: {
  code: string;
  draft: EnrollmentApplication;
  /** The offer is answered: the link's code is done with. */
  onDone: () => void;
}) {
  const intl = useIntl();
  const { save, isSaving } = useEnrollmentDraft(draft);
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
