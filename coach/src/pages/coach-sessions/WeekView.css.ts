import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@hci/design-system/tokens';

// A phone shows one day at a time; from the desktop width on, the whole week side by side.
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const otherDay = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const today = style({ borderColor: vars.color.border.brand });

export const dayNavigation = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

const entry = style({
  margin: 0,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
});

export const hours = style([entry, { background: vars.color.surface.neutralSoft }]);

export const booking = style([
  entry,
  {
    background: vars.color.surface.infoSoft,
    borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.border.info}`,
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
