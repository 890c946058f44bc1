import { style } from '@vanilla-extract/css';

// A page is usually taller than its skeleton: holding the viewport keeps a footer from showing
// and then jumping down when the page arrives.
export const pageLoading = style({ minBlockSize: '100vh' });
