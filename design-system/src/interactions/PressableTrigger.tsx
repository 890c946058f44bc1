import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Pressable } from 'react-aria-components';

/**
 * The trigger of a dialog or menu: the library's Button is a native button, so it is made
 * pressable here, the way react-aria asks of custom triggers; and it shows as pressed while what
 * it opened is open, as react-aria's own buttons do.
 */
export function PressableTrigger({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const trigger = cloneElement(children as ReactElement<Record<string, unknown>>, {
    'data-pressed': isOpen || undefined,
  });
  return <Pressable>{trigger as ReactElement<object, string>}</Pressable>;
}
