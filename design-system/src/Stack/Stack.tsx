import { createElement, type ReactNode } from 'react';
import type { BoxProps } from '../Box';
import { layoutSprinkles, type LayoutSprinkles } from '../css/layout.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const alignments = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const;

export interface StackProps extends StyleProps {
  /** The gap between children, responsive (`{ mobile: 'small', tablet: 'large' }`). */
  space: LayoutSprinkles['gap'];
  align?: keyof typeof alignments;
  as?: BoxProps['as'];
  children: ReactNode;
  id?: string;
}

/** Children one under the other with an even gap. */
export function Stack({
  space,
  align = 'stretch',
  as,
  children,
  id,
  className,
  style,
}: StackProps) {
  const atoms = layoutSprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: space,
    alignItems: alignments[align],
  });
  return createElement(
    as ?? 'div',
    { id, className: mergeClassNames(atoms, className), style },
    children,
  );
}
