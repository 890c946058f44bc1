// The chunk OnDemandAddCardDialog loads.
export { AddCardDialog } from '@hci/app-frame';
