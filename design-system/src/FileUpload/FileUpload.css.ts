import { style } from '@vanilla-extract/css';
import {
  description as fieldDescription,
  error as fieldError,
  field,
  label as fieldLabel,
} from '../FieldParts/FieldParts.css';
import { vars } from '../tokens/theme.css';

export { visuallyHidden } from '../css/a11y.css';

export const fileUpload = style([field, { gap: vars.space.xsmall }]);

export const label = fieldLabel;

export const description = fieldDescription;

export const error = style([fieldError, { margin: 0 }]);

export const dropZone = style({
  display: 'flex',
  padding: vars.space.medium,
  border: `${vars.borderWidth.strong} dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.sunken,
  transition: `background-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.border.brand,
      backgroundColor: vars.color.surface.brandSoft,
    },
    '&[data-disabled]': { borderColor: vars.color.surface.disabled, cursor: 'not-allowed' },
  },
});

export const dropActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const dropHint = style({ color: vars.color.text.secondary });

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const progress = style({
  flex: 1,
  minInlineSize: `calc(${vars.size.containerNarrow} / 3)`,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const uploadedIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.iconStandard,
  blockSize: vars.size.iconStandard,
  color: vars.color.icon.positive,
});

export const fileName = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });
