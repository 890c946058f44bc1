export { CalendarMonth } from './CalendarMonth';
