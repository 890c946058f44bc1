import { createElement, type ReactNode } from 'react';
import type { BoxProps } from '../Box';
import {
  gapSprinkles,
  inline,
  inlineAlign,
  inlineAlignY,
  inlineNoWrap,
  type ResponsiveSpace,
} from '../css/layout.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface InlineProps extends StyleProps {
  /** The gap between children, horizontally and between wrapped lines. */
  space: ResponsiveSpace;
  align?: keyof typeof inlineAlign;
  alignY?: keyof typeof inlineAlignY;
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
  return createElement(
    as ?? 'div',
    {
      className: mergeClassNames(
        inline,
        noWrap && inlineNoWrap,
        inlineAlign[align],
        inlineAlignY[alignY],
        gapSprinkles({ gap: space }),
        className,
      ),
      style,
    },
    children,
  );
}
