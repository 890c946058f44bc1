export { Text, type TextProps, type TextSize, type TextTone } from './Text';
