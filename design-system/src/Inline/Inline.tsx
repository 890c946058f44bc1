import { createElement, type ReactNode } from 'react';
import type { BoxProps } from '../Box';
import { layoutSprinkles, type LayoutSprinkles } from '../css/layout.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const horizontal = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spread: 'space-between',
} as const;
const vertical = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps extends StyleProps {
  /** The gap between children, horizontally and between wrapped lines. */
  space: LayoutSprinkles['gap'];
  align?: keyof typeof horizontal;
  alignY?: keyof typeof vertical;
  /** Keep everything on one line instead of wrapping. */
  noWrap?: boolean;
  as?: BoxProps['as'];
  children: ReactNode;
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  noWrap = false,
  as,
  children,
  className,
  style,
}: InlineProps) {
  const atoms = layoutSprinkles({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: noWrap ? 'nowrap' : 'wrap',
    gap: space,
    justifyContent: horizontal[align],
    alignItems: vertical[alignY],
  });
  return createElement(
    as ?? 'div',
    { className: mergeClassNames(atoms, className), style },
    children,
  );
}
