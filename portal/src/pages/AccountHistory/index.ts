export { AccountHistoryPage } from './AccountHistoryPage';
