import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/tokens';

export const columns = style({ display: 'flex', flexDirection: 'column' });

/** Columns sit side by side from this breakpoint up, and stack below it. */
export const rowFrom = styleVariants({
  mobile: { flexDirection: 'row' },
  tablet: { '@media': { [mediaQueries.tablet]: { flexDirection: 'row' } } },
  desktop: { '@media': { [mediaQueries.desktop]: { flexDirection: 'row' } } },
});

export const column = style({ minWidth: 0 });

// Fractions shrink with the gap between columns rather than overflowing.
const fractions = {
  fluid: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%' },
  '1/3': { flex: '0 1 33.333%' },
  '2/3': { flex: '0 1 66.667%' },
  '1/4': { flex: '0 1 25%' },
  '3/4': { flex: '0 1 75%' },
} as const;

/** Widths only apply once the columns are side by side; stacked columns take the full width. */
export const width = {
  mobile: styleVariants(fractions),
  tablet: styleVariants(fractions, (rule) => ({ '@media': { [mediaQueries.tablet]: rule } })),
  desktop: styleVariants(fractions, (rule) => ({ '@media': { [mediaQueries.desktop]: rule } })),
};

export type ColumnWidth = keyof typeof fractions;
