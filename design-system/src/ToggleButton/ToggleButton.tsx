import { useState, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useInteractionState } from '../interactions';
import * as styles from './ToggleButton.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface ToggleButtonProps extends StyleProps {
  /** What the button turns on; it stays the same in both states, the pressed state says which. */
  'aria-label'?: string;
  /** An icon that fills in while the button is on. */
  icon: ReactNode;
  /** A visible label beside the icon; without one, give `aria-label`. */
  children?: ReactNode;
  /** On or off, when the caller keeps the state; otherwise it starts at `defaultSelected`. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

/**
 * A button that stays pressed (a bookmark, a favourite): one press turns it on or off, and
 * screen readers announce it as a toggle button, pressed or not. A native button, like Button:
 * cheap enough to repeat on every row of a long list.
 */
export function ToggleButton({
  icon,
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled = false,
  className,
  style,
  ...props
}: ToggleButtonProps) {
  const [ownState, setOwnState] = useState(defaultSelected);
  const selected = isSelected ?? ownState;
  const { interactionProps } = useInteractionState({ isDisabled });
  return (
    <button
      {...mergeProps(props, interactionProps)}
      type="button"
      aria-pressed={selected}
      disabled={isDisabled}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
      className={mergeClassNames(styles.toggle, className)}
      style={style}
      onClick={() => {
        setOwnState(!selected);
        onChange?.(!selected);
      }}
    >
      {icon}
      {children}
    </button>
  );
}
