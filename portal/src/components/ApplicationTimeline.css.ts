import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text.secondary,
  // A reached step: its marker filled, its text in full colour.
  selectors: { '&[data-reached]': { color: vars.color.text.primary } },
});

export const marker = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  selectors: {
    [`${step}[data-reached] &`]: {
      borderColor: vars.color.surface.brand,
      backgroundColor: vars.color.surface.brand,
    },
  },
});

export const body = style({ minWidth: 0 });
