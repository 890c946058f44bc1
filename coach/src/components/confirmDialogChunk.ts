// The chunk OnDemandConfirmDialog loads.
export { ConfirmDialog } from '@hci/design-system';
