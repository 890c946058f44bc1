import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';

export { visuallyHidden } from '../css/a11y.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

export const range = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

// Wide enough that one button's focus ring never runs under its neighbour.
export const buttons = style({ display: 'flex', gap: vars.space.xsmall });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.neutralSoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      borderColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
    },
  },
});

/** Previous and next point the other way in right-to-left languages. */
export const pageIcon = style({ selectors: { '[dir=rtl] &': { transform: 'scaleX(-1)' } } });
