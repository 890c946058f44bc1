import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButton.css';

export interface ToggleButtonProps extends Omit<
  AriaToggleButtonProps,
  'className' | 'style' | 'children'
> {
  /** What the button turns on; it stays the same in both states, the pressed state says which. */
  'aria-label'?: string;
  /** An icon that fills in while the button is on. */
  icon: ReactNode;
  /** A visible label beside the icon; without one, give `aria-label`. */
  children?: ReactNode;
}

/**
 * A button that stays pressed (a bookmark, a favourite): one press turns it on or off, and
 * screen readers announce it as a toggle button, pressed or not.
 */
export function ToggleButton({ icon, children, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton {...props} className={styles.toggle}>
      {icon}
      {children}
    </AriaToggleButton>
  );
}
