export { CoursesPage } from './CoursesPage';
