import { createElement, type ReactNode } from 'react';
import type { BoxProps } from '../Box';
import { gapSprinkles, stack, stackAlign, type ResponsiveSpace } from '../css/layout.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface StackProps extends StyleProps {
  /** The gap between children, responsive (`{ mobile: 'small', tablet: 'large' }`). */
  space: ResponsiveSpace;
  align?: keyof typeof stackAlign;
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
  return createElement(
    as ?? 'div',
    {
      id,
      className: mergeClassNames(stack, stackAlign[align], gapSprinkles({ gap: space }), className),
      style,
    },
    children,
  );
}
