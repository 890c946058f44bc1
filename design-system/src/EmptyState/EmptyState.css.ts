import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.avatarLarge,
  blockSize: vars.size.avatarLarge,
  borderRadius: vars.radius.full,
  background: vars.color.surface.brandSoft,
  color: vars.color.text.brand,
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxInlineSize: vars.size.containerNarrow,
});
