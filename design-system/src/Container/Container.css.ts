import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const container = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.large } },
});

export const width = styleVariants({
  narrow: { maxInlineSize: vars.size.containerNarrow },
  standard: { maxInlineSize: vars.size.containerStandard },
  wide: { maxInlineSize: vars.size.containerWide },
});
