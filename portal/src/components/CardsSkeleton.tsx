// The portal's pages that list cards load with the frame's card-sized blocks.
export { CardsSkeleton } from '@hci/app-frame';
