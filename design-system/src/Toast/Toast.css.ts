import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInline: vars.space.medium,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
  outline: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      insetInlineStart: 'auto',
      inlineSize: vars.size.containerNarrow,
      maxInlineSize: `calc(100vw - 2 * ${vars.space.medium})`,
    },
  },
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  boxSizing: 'border-box',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: vars.borderWidth.focus,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tone = styleVariants({
  positive: { borderInlineStartColor: vars.color.border.positive },
  critical: { borderInlineStartColor: vars.color.border.critical },
  info: { borderInlineStartColor: vars.color.border.info },
});

export const iconTone = styleVariants({
  positive: { color: vars.color.text.positive },
  critical: { color: vars.color.text.critical },
  info: { color: vars.color.text.info },
});

export const icon = style({ marginBlockStart: vars.space.xxsmall });

export const content = style({ flex: '1 1 auto', minWidth: 0, alignSelf: 'center' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  margin: `calc(${vars.space.small} * -1)`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.primary },
    '&[data-focus-visible]': focusRing,
  },
});
