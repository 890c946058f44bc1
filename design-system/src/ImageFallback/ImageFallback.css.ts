import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  overflow: 'hidden',
});

/**
 * Each tone pairs a soft surface with its text colour (the pairs the Badge uses, all in the
 * contrast test), so a tone reads alike in the light and the dark theme.
 */
export const tone = styleVariants({
  neutral: { background: vars.color.surface.neutralSoft, color: vars.color.text.secondary },
  brand: { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
  positive: { background: vars.color.surface.positiveSoft, color: vars.color.text.positive },
  info: { background: vars.color.surface.infoSoft, color: vars.color.text.info },
  accent: { background: vars.color.surface.accentSoft, color: vars.color.text.accent },
});

/** A disc around the icon, grown with the frame: a third of its height on a card or a banner. */
export const disc = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '36%',
  minBlockSize: vars.size.touchTarget,
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.small,
});

// The icon fills half the disc, whatever size the icon asked for.
globalStyle(`${disc} > svg`, { inlineSize: '50%', blockSize: '50%' });
