import { style } from '@vanilla-extract/css';

// The titles clients see, as the coach typed them: a long unbroken word wraps at any character
// instead of widening a phone's page.
export const publicList = style({ overflowWrap: 'anywhere' });
