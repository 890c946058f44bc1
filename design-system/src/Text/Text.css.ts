import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const text = style({ margin: 0, fontFamily: vars.font.family });

export const size = styleVariants(
  { xsmall: 'xsmall', small: 'small', standard: 'standard', large: 'large' } as const,
  (step) => ({
    fontSize: vars.font.scale[step].fontSize,
    lineHeight: vars.font.scale[step].lineHeight,
  }),
);

export const tone = styleVariants(
  {
    primary: 'primary',
    secondary: 'secondary',
    brand: 'brand',
    critical: 'critical',
    positive: 'positive',
    caution: 'caution',
    info: 'info',
  } as const,
  (token) => ({ color: vars.color.text[token] }),
);

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

/** Figures of equal width, so amounts line up in columns. */
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Breaks a long unbroken string (an e-mail, a link, a typed word) anywhere, so it cannot widen the page. */
export const breakWords = style({ overflowWrap: 'anywhere' });
