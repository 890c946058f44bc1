import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

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
  // One column no wider than the screen: wide content scrolls inside itself, never the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: `minmax(0, calc(${vars.space.xxxlarge} * 4)) minmax(0, 1fr)`,
    },
  },
});

/** The settings list is the frame's, which a printed page leaves out like the rest of it. */
export const settingsNav = style({ '@media': { print: { display: 'none' } } });

/** The phone's button for the settings list; wider screens show the list itself. */
export const settingsToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: vars.borderWidth.strong,
    },
  },
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const settingsToggleChevron = style({
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const settingsNavList = style([
  navList,
  {
    selectors: { '&[data-collapsed]': { display: 'none' } },
    '@media': {
      [mediaQueries.tablet]: { selectors: { '&[data-collapsed]': { display: 'flex' } } },
      [mediaQueries.desktop]: { flexDirection: 'column', flexWrap: 'nowrap' },
    },
  },
]);
