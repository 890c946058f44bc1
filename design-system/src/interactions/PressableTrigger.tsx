import {
  Children,
  cloneElement,
  useContext,
  type Context,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Pressable } from 'react-aria-components';

interface OpenState {
  isOpen: boolean;
}

function PressableTrigger<S extends OpenState>({
  stateContext,
  children,
}: {
  stateContext: Context<S | null>;
  children: ReactNode;
}) {
  const isOpen = Boolean(useContext(stateContext)?.isOpen);
  const trigger = cloneElement(children as ReactElement<Record<string, unknown>>, {
    'data-pressed': isOpen || undefined,
  });
  return <Pressable>{trigger as ReactElement<object, string>}</Pressable>;
}

/**
 * The children of a dialog or menu trigger with their first one, the library's Button, made
 * pressable the way react-aria asks of custom triggers (the Button is a native button), and shown
 * as pressed while what it opened is open, as react-aria's own buttons are.
 */
export function withPressableTrigger<S extends OpenState>(
  children: ReactNode,
  stateContext: Context<S | null>,
): ReactNode[] {
  const [trigger, ...rest] = Children.toArray(children);
  return [
    <PressableTrigger key="trigger" stateContext={stateContext}>
      {trigger}
    </PressableTrigger>,
    ...rest,
  ];
}
