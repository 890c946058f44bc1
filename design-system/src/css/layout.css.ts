// The responsive atoms Stack, Inline, Tiles and Columns are made of: flex boxes and the gap between
// children, over the breakpoints (mobile first). Kept apart from Box's full set of sprinkles,
// whose spacing and surface atoms every first page would otherwise carry, in CSS and in script.
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

export const layoutProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
  },
});

export const layoutSprinkles = createSprinkles(layoutProperties);

export type LayoutSprinkles = Parameters<typeof layoutSprinkles>[0];
