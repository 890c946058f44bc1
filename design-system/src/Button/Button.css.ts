import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../css/a11y.css';
import { transition } from '../css/transition';
import { vars } from '../tokens/theme.css';

/** Shared by Button and button-looking links, so both read as the same control. */
export const buttonRecipe = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    boxSizing: 'border-box',
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontSize: vars.font.scale.standard.fontSize,
    lineHeight: vars.font.scale.standard.lineHeight,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: transition('background-color', 'border-color', 'color'),
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        background: vars.color.surface.disabled,
        borderColor: vars.color.surface.disabled,
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.surface.brand,
        color: vars.color.text.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.surface.brandHover },
          '&[data-pressed], &:active:not([data-pending])': {
            background: vars.color.surface.brandPressed,
          },
        },
      },
      secondary: {
        background: vars.color.surface.raised,
        borderColor: vars.color.border.brand,
        color: vars.color.text.brand,
        selectors: {
          '&[data-hovered]': { background: vars.color.surface.brandSoft },
          '&[data-pressed], &:active:not([data-pending])': { background: vars.color.surface.hover },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.text.link,
        selectors: {
          '&[data-hovered]': { background: vars.color.surface.hover },
          '&[data-pressed], &:active:not([data-pending])': {
            background: vars.color.surface.neutralSoft,
          },
        },
      },
      critical: {
        background: vars.color.surface.critical,
        color: vars.color.text.onCritical,
        selectors: {
          '&[data-hovered]': { background: vars.color.surface.criticalHover },
          '&[data-pressed], &:active:not([data-pending])': {
            background: vars.color.surface.criticalPressed,
          },
        },
      },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      // As wide as its label, also in a column (a form's Stack) that would stretch it.
      false: { inlineSize: 'fit-content' },
    },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;

/**
 * While pending the label keeps its space (no layout jump) and stays the accessible name, but is
 * transparent behind the spinner (`visibility: hidden` would drop it from the name).
 */
export const hiddenLabel = style({
  opacity: 0,
  display: 'inline-flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

export const spinnerFrame = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid currentColor`,
  borderInlineEndColor: 'transparent',
  animationName: spin,
  // Under reduced motion the duration token is 0 and the spinner stands still as a ring.
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
