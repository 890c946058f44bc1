import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text.primary,
  borderRadius: vars.radius.small,
});

export const mark = style({ display: 'inline-flex', color: vars.color.text.brand });
