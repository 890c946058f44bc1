export { PurchasePage } from './PurchasePage';
export { PurchasesPage } from './PurchasesPage';
