import {
  DialogTrigger as AriaDialogTrigger,
  OverlayTriggerStateContext,
  type DialogTriggerProps,
} from 'react-aria-components';
import { withPressableTrigger } from '../interactions/PressableTrigger';

/** A Button followed by the Dialog it opens. */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  return (
    <AriaDialogTrigger {...props}>
      {withPressableTrigger(children, OverlayTriggerStateContext)}
    </AriaDialogTrigger>
  );
}
