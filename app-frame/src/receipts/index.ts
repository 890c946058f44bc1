// A receipt as the institute prints it, for the student's payments and the coach's subscription
// charges alike: its letterhead, its Paid badge and its print button.
export {
  PrintableReceipt,
  PrintButton,
  ScreenOnly,
  type PrintableReceiptProps,
} from './PrintableReceipt';
