import { style, styleVariants } from '@vanilla-extract/css';
import { fill as progressFill } from '../ProgressBar/ProgressBar.css';
import { vars } from '../tokens/theme.css';

export { header, label, track, value } from '../ProgressBar/ProgressBar.css';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  inlineSize: '100%',
  minInlineSize: 0,
});

export type MeterTone = 'brand' | 'positive' | 'caution' | 'critical';

export const fill = styleVariants({
  brand: [progressFill],
  positive: [progressFill, { backgroundColor: vars.color.border.positive }],
  caution: [progressFill, { backgroundColor: vars.color.border.caution }],
  critical: [progressFill, { backgroundColor: vars.color.border.critical }],
} satisfies Record<MeterTone, unknown>);
