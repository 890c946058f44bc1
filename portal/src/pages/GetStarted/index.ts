export { GetStartedPage } from './GetStartedPage';
