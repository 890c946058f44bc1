export { CoachingCirclesPage } from './CoachingCirclesPage';
