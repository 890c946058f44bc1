export { AgreementsPage } from './AgreementsPage';
