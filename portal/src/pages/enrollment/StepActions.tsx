import { useIntl } from 'react-intl';
import { Button, Inline } from '@hci/design-system';
import { enrollmentMessages as m } from './enrollmentMessages';

/** A step's way out: Back (when there is a step before) and its submit button, Continue. */
export function StepActions({
  onBack,
  isSaving,
  continueLabel,
}: {
  onBack?: () => void;
  isSaving: boolean;
  continueLabel?: string;
}) {
  const intl = useIntl();
  return (
    <Inline space="small" alignY="center">
      {onBack && (
        <Button variant="secondary" onPress={onBack} isDisabled={isSaving}>
          {intl.formatMessage(m.back)}
        </Button>
      )}
      <Button type="submit" isPending={isSaving}>
        {continueLabel ?? intl.formatMessage(m.continue)}
      </Button>
    </Inline>
  );
}
