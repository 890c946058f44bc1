import { Button, Dialog, Inline, Stack, type UseFormResult } from '@hci/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './commonMessages';

/**
 * A dialog holding one form: its fields, then Cancel and the submit button. Escape, Cancel and
 * the backdrop all end in `onClose`.
 */
export function EditorDialog({
  title,
  form,
  onClose,
  isOpen = true,
  size,
  submitLabel,
  children,
}: {
  title: string;
  form: Pick<UseFormResult<never>, 'formProps' | 'isSubmitting'>;
  onClose: () => void;
  isOpen?: boolean;
  size?: 'large';
  /** Default: "Save". */
  submitLabel?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={size}
      title={title}
    >
      {(close) => (
        <form {...form.formProps}>
          <Stack space="medium">
            {children}
            <Inline space="small" align="right">
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(commonMessages.cancel)}
              </Button>
              <Button type="submit" isPending={form.isSubmitting}>
                {submitLabel ?? intl.formatMessage(commonMessages.save)}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
