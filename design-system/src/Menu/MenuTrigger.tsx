import {
  MenuTrigger as AriaMenuTrigger,
  RootMenuTriggerStateContext,
  type MenuTriggerProps,
} from 'react-aria-components';
import { withPressableTrigger } from '../interactions/PressableTrigger';

/** A Button followed by the Menu it opens. */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  return (
    <AriaMenuTrigger {...props}>
      {withPressableTrigger(children, RootMenuTriggerStateContext)}
    </AriaMenuTrigger>
  );
}
