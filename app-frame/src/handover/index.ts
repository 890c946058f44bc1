export { AppHandoverLink, type AppHandoverLinkProps } from './AppHandoverLink';
export { CoachAccountHandover, type CoachAccountHandoverProps } from './CoachAccountHandover';
export { handoverHref, handoverReason, type HandoverReason } from './handover';
export { handoverMessages } from './messages';
export { useHandover, type OpenUrl } from './useHandover';
