export { CommunicationPreferencesPage } from './CommunicationPreferencesPage';
