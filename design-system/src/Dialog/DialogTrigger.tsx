import { Children, useContext, type ReactNode } from 'react';
import {
  DialogTrigger as AriaDialogTrigger,
  OverlayTriggerStateContext,
  type DialogTriggerProps,
} from 'react-aria-components';
import { PressableTrigger } from '../interactions/PressableTrigger';

function Trigger({ children }: { children: ReactNode }) {
  const state = useContext(OverlayTriggerStateContext);
  return <PressableTrigger isOpen={Boolean(state?.isOpen)}>{children}</PressableTrigger>;
}

/** A Button followed by the Dialog it opens. */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  const [trigger, ...rest] = Children.toArray(children);
  return (
    <AriaDialogTrigger {...props}>
      <Trigger>{trigger}</Trigger>
      {rest}
    </AriaDialogTrigger>
  );
}
