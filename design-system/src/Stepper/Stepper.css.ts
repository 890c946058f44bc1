import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { mediaQueries } from '../tokens/tokens';
import { vars } from '../tokens/theme.css';
import type { StepStatus } from './stepStatus';

export { visuallyHidden } from '../css/a11y.css';

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** Phones show "Step 2 of 7" above the markers instead of every label. */
export const summary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'none',
});

const stepBase = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `${vars.borderWidth.focus} solid ${vars.color.border.subtle}`,
});

export const step = styleVariants({
  complete: [stepBase, { borderBlockStartColor: vars.color.border.brand }],
  current: [stepBase, { borderBlockStartColor: vars.color.border.brand }],
  upcoming: [stepBase, { color: vars.color.text.secondary }],
} satisfies Record<StepStatus, unknown>);

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconLarge,
  blockSize: vars.size.iconLarge,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  fontSize: vars.font.scale.xsmall.fontSize,
  lineHeight: vars.font.scale.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const marker = styleVariants({
  complete: [
    markerBase,
    {
      borderColor: vars.color.surface.brand,
      backgroundColor: vars.color.surface.brand,
      color: vars.color.text.onBrand,
    },
  ],
  current: [markerBase, { borderColor: vars.color.border.brand, color: vars.color.text.brand }],
  upcoming: [markerBase, { color: vars.color.text.secondary }],
} satisfies Record<StepStatus, unknown>);

export const label = style({
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  overflowWrap: 'anywhere',
  // Labels would not fit side by side on a phone; the summary line says where the person is.
  '@media': {
    [`not ${mediaQueries.tablet}`]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  selectors: { '[aria-current=step] > &': { fontWeight: vars.font.weight.strong } },
});

/** A reached step: the marker and its label are one link, the label underlined as links are. */
export const stepLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': {
      color: vars.color.text.linkHover,
      textDecorationThickness: vars.borderWidth.strong,
    },
    '&[data-focus-visible]': focusRing,
  },
});
