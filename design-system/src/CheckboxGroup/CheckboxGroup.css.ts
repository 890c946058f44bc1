import { style } from '@vanilla-extract/css';
import { field } from '../FieldParts/FieldParts.css';

export const group = field;

export const options = style({ display: 'flex', flexDirection: 'column' });
