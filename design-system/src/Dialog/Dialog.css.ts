import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../css/a11y.css';
import { vars } from '../tokens/theme.css';
import { toastSpaceProperty } from '../Toast/toastSpace';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xsmall})` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  // Above the toasts: an error shown in one must not cover the buttons that act on it.
  paddingBlockEnd: `calc(${vars.space.medium} + var(${toastSpaceProperty}, 0px))`,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.quick} ${vars.motion.easing.exit} reverse`,
    },
  },
});

const modalBase = style({
  inlineSize: '100%',
  maxBlockSize: '100%',
  display: 'flex',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-entering]': {
      animation: `${rise} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
    },
  },
});

export type DialogSize = 'small' | 'medium' | 'large';

export const modal = styleVariants(
  {
    small: `calc(${vars.size.containerNarrow} * 0.75)`,
    medium: vars.size.containerNarrow,
    large: vars.size.containerStandard,
  } satisfies Record<DialogSize, string>,
  (maxInlineSize) => [modalBase, { maxInlineSize }],
);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minBlockSize: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingBlockEnd: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.scale.large.fontSize,
  lineHeight: vars.font.scale.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  marginBlock: `calc(${vars.space.small} * -1)`,
  marginInlineEnd: `calc(${vars.space.small} * -1)`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.surface.hover,
      color: vars.color.text.primary,
    },
    '&:active': { backgroundColor: vars.color.surface.neutralSoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
  selectors: {
    // Without a footer (a form that ends in its own buttons), the body keeps the dialog's margin.
    '&:last-child': { paddingBlockEnd: vars.space.large },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingBlockStart: vars.space.medium,
});
