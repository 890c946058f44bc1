export { EnrollmentStatusPage } from './EnrollmentStatusPage';
