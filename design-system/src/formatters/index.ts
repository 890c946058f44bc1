export { formatAmount, formatMoney, type MoneyOptions } from './money';
export { formatPercent, formatProgress, progressPoints } from './percent';
export { readAmount, type AmountReading } from './readAmount';
export {
  formatIsoDate,
  formatLongDate,
  formatTimeRange,
  toInstant,
  toPlainDate,
  type DateInput,
} from './dates';
export { formatTimeZoneName, isTimeZone, resolveTimeZone } from './timeZone';
export { enumLabel, joinName } from './labels';
export { formatterMessages } from './messages';
export { useFormatters, type Formatters } from './useFormatters';
export { UserTimeZoneProvider } from './userTimeZone';
export { useMoneyFormatter, type MoneyFormatter } from './useMoneyFormatter';
