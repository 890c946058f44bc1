export { EnrollmentPage } from './EnrollmentPage';
export { PlanCards } from './PlanCards';
