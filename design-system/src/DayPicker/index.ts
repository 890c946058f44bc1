export { DayPicker, type DayPickerProps } from './DayPicker';
