import { style } from '@vanilla-extract/css';
import { insetFocusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';

// The look of `Tabs`: a rule under the row, the current view underlined in the brand colour.
export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
});

export const item = style({ display: 'flex' });

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  marginBlockEnd: `calc(${vars.borderWidth.standard} * -1)`,
  borderBlockEnd: `${vars.borderWidth.focus} solid transparent`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  transition: transition('color', 'border-color'),
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[aria-current="page"]': {
      color: vars.color.text.brand,
      borderBlockEndColor: vars.color.border.brand,
    },
    '&[data-focus-visible]': insetFocusRing,
  },
});
