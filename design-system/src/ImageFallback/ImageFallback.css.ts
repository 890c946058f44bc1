import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { softTones } from '../css/tones.css';
import { vars } from '../tokens/theme.css';

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  overflow: 'hidden',
});

const { neutral, brand, positive, info, accent } = softTones;
export const tone = styleVariants({ neutral, brand, positive, info, accent });

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
