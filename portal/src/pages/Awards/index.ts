export { AwardsPage } from './AwardsPage';
