import { Children, createContext, useContext, type ReactNode } from 'react';
import { gapSprinkles, type ResponsiveSpace } from '../css/layout.css';
import * as styles from './Columns.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

type CollapseBelow = 'tablet' | 'desktop';

const RowBreakpoint = createContext<keyof typeof styles.rowFrom>('mobile');

export interface ColumnsProps extends StyleProps {
  space: ResponsiveSpace;
  /** Stack the columns on screens narrower than this breakpoint. */
  collapseBelow?: CollapseBelow;
  children: ReactNode;
}

/** Side-by-side columns that collapse into a stack on narrow screens. */
export function Columns({ space, collapseBelow, children, className, style }: ColumnsProps) {
  const rowFrom = collapseBelow ?? 'mobile';
  return (
    <RowBreakpoint.Provider value={rowFrom}>
      <div
        className={mergeClassNames(
          gapSprinkles({ gap: space }),
          styles.columns,
          styles.rowFrom[rowFrom],
          className,
        )}
        style={style}
      >
        {Children.toArray(children)}
      </div>
    </RowBreakpoint.Provider>
  );
}

export interface ColumnProps extends StyleProps {
  width?: styles.ColumnWidth;
  children: ReactNode;
}

/**
 * One column of `Columns`: `fluid` shares the space left, `content` fits its content, `1/2`,
 * `1/3`… take that share.
 */
export function Column({ width = 'fluid', children, className, style }: ColumnProps) {
  const rowFrom = useContext(RowBreakpoint);
  return (
    <div
      className={mergeClassNames(styles.column, styles.width[rowFrom][width], className)}
      style={style}
    >
      {children}
    </div>
  );
}
