// Atomic classes for layout and surface props, responsive over the breakpoints (mobile first).
// `Box` maps its props onto these. The gap atoms come from layout.css.ts, which the layout
// primitives use on their own.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/theme.css';
import { gapProperties, responsiveConditions } from './layout.css';

const space = vars.space;

const flexProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
  },
});

const spacingProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    columnGap: space,
    rowGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto'],
  },
});

export const sprinkles = createSprinkles(
  flexProperties,
  gapProperties,
  spacingProperties,
  surfaceProperties,
);

export type Sprinkles = Parameters<typeof sprinkles>[0];

export type Space = keyof typeof vars.space;
