import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
});

// The shell is the page: no default body margin around it.
globalStyle(`body:has(${shell})`, { margin: 0 });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.xsmall,
  zIndex: vars.zIndex.popover,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.brand,
  color: vars.color.text.onBrand,
  fontWeight: vars.font.weight.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
  '@media': { print: { display: 'none' } },
});

// A printed page is its content: the frame's header, navigation and footer stay on screen.
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.raised,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  '@media': { print: { display: 'none' } },
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minBlockSize: `calc(${vars.size.touchTarget} + 2 * ${vars.space.xsmall})`,
  paddingInline: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.large } },
});

export const brand = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

// The actions keep their one row; on a narrow screen the brand wraps instead.
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** On phones the navigation is a scrollable row under the header; beside the brand from tablet. */
export const navigation = style({
  position: 'relative',
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  '@media': {
    [mediaQueries.desktop]: { borderBlockStart: 'none' },
  },
});

// How far each edge of the row fades: only where there is more to scroll to (AppNavigation marks
// the row `data-more-before` and `data-more-after`).
const fadeStart = createVar();
const fadeEnd = createVar();
const fadeSize = vars.space.large;

/**
 * A chevron over each edge of the row with more links beyond it: the fade alone went unseen, and
 * the links past the edge were never found. Pointer-transparent, so a press reaches the link.
 */
export const moreHint = style({
  position: 'absolute',
  insetBlock: 0,
  display: 'none',
  alignItems: 'center',
  paddingInline: vars.space.xxsmall,
  color: vars.color.text.secondary,
  background: vars.color.surface.raised,
  pointerEvents: 'none',
  selectors: {
    '&[data-edge="before"]': { insetInlineStart: 0 },
    '&[data-edge="after"]': { insetInlineEnd: 0 },
    [`${navigation}[data-more-before] &[data-edge="before"]`]: { display: 'flex' },
    [`${navigation}[data-more-after] &[data-edge="after"]`]: { display: 'flex' },
  },
});

/** The row that scrolls; links cut at its edges fade out, a hint that there are more. */
export const navigationList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xsmall,
  overflowX: 'auto',
  // A link reached by Tab stops clear of the faded edges.
  scrollPaddingInline: fadeSize,
  listStyle: 'none',
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
  '@media': {
    [mediaQueries.desktop]: { paddingInline: vars.space.medium },
  },
  selectors: {
    '&[data-more-before]': { vars: { [fadeStart]: fadeSize } },
    '&[data-more-after]': { vars: { [fadeEnd]: fadeSize } },
    '&[data-more-before], &[data-more-after]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`,
    },
  },
});

export const navigationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: transition('background-color', 'color'),
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': {
      color: vars.color.text.brand,
      boxShadow: `inset 0 calc(${vars.borderWidth.focus} * -1) 0 ${vars.color.border.brand}`,
    },
    // Inside the link: the row scrolls, and clips a ring drawn outside it.
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.large,
  outline: 'none',
  '@media': {
    [mediaQueries.tablet]: { paddingBlock: vars.space.xlarge },
    print: { paddingBlock: 0 },
  },
});

export const footer = style({
  paddingBlock: vars.space.large,
  // The header row's inset, so footer text never touches the edge of the window.
  paddingInline: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.large },
    print: { display: 'none' },
  },
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});
