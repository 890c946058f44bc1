export { BookmarksPage } from './BookmarksPage';
