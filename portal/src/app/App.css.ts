import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const app = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.page,
});
