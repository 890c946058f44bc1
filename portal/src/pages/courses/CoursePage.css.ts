import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

export const header = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' },
  },
});

/** The search box takes the whole first row until the filters fit beside it. */
export const search = style({
  '@media': {
    [mediaQueries.tablet]: { gridColumn: '1 / -1' },
    [mediaQueries.desktop]: { gridColumn: 'auto' },
  },
});
