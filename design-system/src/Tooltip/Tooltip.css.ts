import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxInlineSize: `calc(${vars.size.containerNarrow} / 2)`,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': {
      animation: `${appear} ${vars.motion.duration.quick} ${vars.motion.easing.enter}`,
    },
  },
});

export const arrow = style({ display: 'block' });

export const arrowShape = style({
  display: 'block',
  inlineSize: vars.space.small,
  blockSize: vars.space.small,
  fill: vars.color.surface.inverse,
  selectors: {
    [`${arrow}[data-placement=bottom] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement=left] &`]: { transform: 'rotate(-90deg)' },
    [`${arrow}[data-placement=right] &`]: { transform: 'rotate(90deg)' },
  },
});
