import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surface.brandSoft,
  color: vars.color.text.brand,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.strong,
});

export const size = styleVariants({
  small: {
    inlineSize: vars.size.avatarSmall,
    blockSize: vars.size.avatarSmall,
    fontSize: vars.font.scale.xsmall.fontSize,
  },
  standard: {
    inlineSize: vars.size.avatarStandard,
    blockSize: vars.size.avatarStandard,
    fontSize: vars.font.scale.small.fontSize,
  },
  large: {
    inlineSize: vars.size.avatarLarge,
    blockSize: vars.size.avatarLarge,
    fontSize: vars.font.scale.large.fontSize,
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

/** An image that has not loaded yet stays invisible over the initials. */
export const loading = style({ opacity: 0 });

export const frame = style({
  display: 'block',
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surface.sunken,
});

export const fill = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  color: vars.color.text.secondary,
});
