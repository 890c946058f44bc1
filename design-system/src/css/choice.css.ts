// The row of a checkbox, radio or switch: its label is the touch target. The drawn control is one
// body line tall, so it sits on the label's first line, and a label that wraps grows downward
// instead of pulling the control to the middle of its lines.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const line = vars.font.scale.standard.lineHeight;

export const choiceRow: StyleRule = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  boxSizing: 'border-box',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: `calc((${vars.size.touchTarget} - ${line}) / 2)`,
  lineHeight: line,
  color: vars.color.text.primary,
  cursor: 'pointer',
};
