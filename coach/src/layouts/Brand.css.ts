import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text.primary,
  // The header's brand, as in the portal: recognised by its place, not by an underline.
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

// Left out on a phone, where the header needs its width for the names beside the actions.
export const mark = style({
  display: 'none',
  color: vars.color.text.brand,
  '@media': { [mediaQueries.tablet]: { display: 'inline-flex' } },
});

/**
 * The names as one run of text, smaller on a phone, where they share the header with the language
 * and the account menu.
 */
export const names = style({
  fontSize: vars.font.scale.small.fontSize,
  lineHeight: vars.font.scale.small.lineHeight,
  '@media': {
    [mediaQueries.tablet]: {
      fontSize: vars.font.scale.large.fontSize,
      lineHeight: vars.font.scale.large.lineHeight,
    },
  },
});

export const productName = style({ fontWeight: vars.font.weight.strong });

export const appName = style({ color: vars.color.text.brand });
