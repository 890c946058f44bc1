import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

export const brand = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.scale.large.fontSize,
  color: vars.color.text.brand,
  textDecoration: 'none',
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.borderWidth.strong,
      borderRadius: vars.radius.small,
    },
  },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[aria-current="page"]': {
      color: vars.color.text.brand,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.focus}) 0 ${vars.color.border.brand}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

export const settingsGrid = style({
  display: 'grid',
  // One column that may shrink below its content, so a wide table scrolls in its own region
  // instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: `minmax(0, calc(${vars.space.xxxlarge} * 4)) minmax(0, 1fr)`,
    },
  },
});

export const settingsNavList = style([
  navList,
  {
    '@media': { [mediaQueries.desktop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
  },
]);
