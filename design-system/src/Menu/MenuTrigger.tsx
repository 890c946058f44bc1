import { Children, useContext, type ReactNode } from 'react';
import {
  MenuTrigger as AriaMenuTrigger,
  RootMenuTriggerStateContext,
  type MenuTriggerProps,
} from 'react-aria-components';
import { PressableTrigger } from '../interactions/PressableTrigger';

function Trigger({ children }: { children: ReactNode }) {
  const state = useContext(RootMenuTriggerStateContext);
  return <PressableTrigger isOpen={Boolean(state?.isOpen)}>{children}</PressableTrigger>;
}

/** A Button followed by the Menu it opens. */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  const [trigger, ...rest] = Children.toArray(children);
  return (
    <AriaMenuTrigger {...props}>
      <Trigger>{trigger}</Trigger>
      {rest}
    </AriaMenuTrigger>
  );
}
