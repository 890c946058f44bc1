import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaQueries } from '../tokens/tokens';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
  textWrap: 'balance',
  // A title someone typed may be one long word; it breaks rather than running out of its card.
  overflowWrap: 'anywhere',
  selectors: {
    // Focus reaches a heading only by script, after a navigation, so that a screen reader reads it
    // and the next Tab starts there; it is no control, so it shows no ring.
    '&[tabindex="-1"]:focus': { outline: 'none' },
  },
});

type Step = keyof typeof vars.font.scale;

function responsive(mobile: Step, tablet: Step) {
  return {
    fontSize: vars.font.scale[mobile].fontSize,
    lineHeight: vars.font.scale[mobile].lineHeight,
    '@media': {
      [mediaQueries.tablet]: {
        fontSize: vars.font.scale[tablet].fontSize,
        lineHeight: vars.font.scale[tablet].lineHeight,
      },
    },
  };
}

/** Larger levels step down a size on phones. */
export const size = styleVariants({
  1: responsive('xxlarge', 'xxxlarge'),
  2: responsive('xlarge', 'xxlarge'),
  3: responsive('large', 'xlarge'),
  4: responsive('standard', 'large'),
});
