import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessageOf, useBoundApi, useStudentId } from '@hci/app-frame';
import { createApi, type EnrollmentApplication } from '@hci/api-schema';
import { Button, ConfirmDialog, Text, toast } from '@hci/design-system';
import { enrollmentMessages as m } from './enrollmentMessages';

/**
 * Throws the draft away after a confirmation: its choices and the agreement sent for them go, and
 * the student starts again at the first step.
 */
export function DiscardDraft({
  draft,
  onDiscarded,
}: {
  draft: EnrollmentApplication;
  onDiscarded: () => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const discard = useMutation(queries.enrollmentApplications.discard(studentId));
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="tertiary" onPress={() => setOpen(true)}>
        {intl.formatMessage(m.discardDraft)}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        tone="critical"
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discardConfirm)}
        cancelLabel={intl.formatMessage(m.discardCancel)}
        onConfirm={async () => {
          try {
            await discard.mutateAsync(draft.id);
          } catch (error) {
            toast.critical(errorMessageOf(error));
            throw error;
          }
          toast.positive(intl.formatMessage(m.discarded));
          onDiscarded();
        }}
      >
        <Text>{intl.formatMessage(m.discardBody)}</Text>
      </ConfirmDialog>
    </>
  );
}
