import { createElement, type ReactNode } from 'react';
import type { BoxProps } from '../Box';
import { gapSprinkles, type ResponsiveSpace } from '../css/layout.css';
import type { Breakpoint } from '../tokens/tokens';
import * as styles from './Tiles.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type { TileCount } from './Tiles.css';

export interface TilesProps extends StyleProps {
  space: ResponsiveSpace;
  /** Columns per breakpoint, mobile first: `{ mobile: 1, tablet: 2, desktop: 3 }` or a number. */
  columns: styles.TileCount | Partial<Record<Breakpoint, styles.TileCount>>;
  as?: BoxProps['as'];
  children: ReactNode;
}

/** An even grid of equal tiles (course cards, coach products). */
export function Tiles({ space, columns, as, children, className, style }: TilesProps) {
  const perBreakpoint = typeof columns === 'number' ? { mobile: columns } : columns;
  const classes = (Object.keys(styles.columnsAt) as Breakpoint[])
    .flatMap((breakpoint) => {
      const count = perBreakpoint[breakpoint];
      return count === undefined ? [] : [styles.columnsAt[breakpoint][count]];
    })
    .join(' ');
  return createElement(
    as ?? 'div',
    {
      className: mergeClassNames(gapSprinkles({ gap: space }), styles.tiles, classes, className),
      style,
    },
    children,
  );
}
