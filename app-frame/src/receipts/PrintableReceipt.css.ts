import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

/** The way back and the print button are for the screen; the printed page is the receipt. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The institute that issued the receipt, above its number: the printed page's letterhead. */
export const issuer = style({
  margin: 0,
  color: vars.color.text.brand,
  fontWeight: vars.font.weight.strong,
});

/** A receipt printed whole on one sheet when it fits, never split inside its table. */
export const receipt = style({ '@media': { print: { breakInside: 'avoid' } } });
