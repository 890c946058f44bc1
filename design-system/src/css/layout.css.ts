// The layout primitives' styles: the responsive gap Stack, Inline, Tiles and Columns put between
// their children, over the breakpoints (mobile first), and the fixed flex layouts of Stack and
// Inline. Only the gap is responsive, so every first page carries a few atoms in script, not the
// breakpoint copies of every flex property; and the primitives share one small stylesheet, which
// a page loads with the first of them. Box's full set of sprinkles builds on the gap atoms.
import { style, styleVariants } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const responsiveConditions = {
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
    wide: { '@media': mediaQueries.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
} as const;

export const gapProperties = defineProperties({
  ...responsiveConditions,
  properties: { gap: vars.space },
});

export const gapSprinkles = createSprinkles(gapProperties);

/** A gap between children, responsive (`{ mobile: 'small', tablet: 'large' }`). */
export type ResponsiveSpace = Parameters<typeof gapSprinkles>[0]['gap'];

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const stackAlign = styleVariants(
  { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' },
  (alignItems) => ({ alignItems }),
);

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

export const inlineNoWrap = style({ flexWrap: 'nowrap' });

export const inlineAlign = styleVariants(
  { left: 'flex-start', center: 'center', right: 'flex-end', spread: 'space-between' },
  (justifyContent) => ({ justifyContent }),
);

export const inlineAlignY = styleVariants(
  { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' },
  (alignItems) => ({ alignItems }),
);
