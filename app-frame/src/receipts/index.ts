// A receipt as the institute prints it, for the student's payments and the coach's subscription
// charges alike: its letterhead, its Paid badge and its print button, and the page that shows one.
export {
  PrintableReceipt,
  PrintButton,
  ScreenOnly,
  type PrintableReceiptProps,
} from './PrintableReceipt';
export { ReceiptPage, type ReceiptPageProps } from './ReceiptPage';
