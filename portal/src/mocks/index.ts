export {
  communicationPreferences,
  courses,
  pendingTransfers,
  portalHandlers,
} from './portalHandlers';
