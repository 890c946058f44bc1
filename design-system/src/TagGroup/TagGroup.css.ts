import { style } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { field } from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export const group = field;

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  outline: 'none',
  selectors: {
    '&[data-empty]': {
      color: vars.color.text.secondary,
      fontSize: vars.font.scale.small.fontSize,
    },
  },
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: 0 },
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-selected]': {
      borderColor: vars.color.border.brand,
      backgroundColor: vars.color.surface.brandSoft,
      color: vars.color.text.brand,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      borderColor: vars.color.surface.disabled,
    },
    '&[href], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  alignSelf: 'stretch',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
  },
});
