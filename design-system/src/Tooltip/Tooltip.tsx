import type { ReactElement, ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
} from 'react-aria-components';
import * as styles from './Tooltip.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface TooltipProps extends StyleProps {
  /** Short supplementary text. Never the only place important information lives. */
  content: ReactNode;
  /** One focusable element from this library (a Button, Link…) that the tooltip describes. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds before the tooltip opens on hover; focus opens it at once. */
  delay?: number;
  isDisabled?: boolean;
}

/** Shows on hover and keyboard focus, closes on Escape, and describes its trigger. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  className,
  style,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {/* The library's buttons and links are native elements: Focusable hands them the trigger's
          focus and hover handlers. */}
      <Focusable>{children as ReactElement<object, string>}</Focusable>
      <AriaTooltip
        placement={placement}
        offset={10}
        className={mergeClassNames(styles.tooltip, className)}
        style={style}
      >
        <OverlayArrow className={styles.arrow}>
          <svg viewBox="0 0 12 12" aria-hidden className={styles.arrowShape}>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
