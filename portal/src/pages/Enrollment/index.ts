export { EnrollmentPage } from './EnrollmentPage';
