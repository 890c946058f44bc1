export { CoachCorner } from './CoachCorner';
export { CoachProfilePage } from './CoachProfilePage';
