export { CalendarMonth } from './CalendarMonth';
export { GregorianCalendar, type GregorianCalendarProps } from './GregorianCalendar';
