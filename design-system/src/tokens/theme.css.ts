import { createTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    brand: null,
    brandText: null,
    text: null,
    surface: null,
  },
  space: { small: null, medium: null, large: null },
  font: { body: null },
});

export const lightTheme = createTheme(vars, {
  color: {
    brand: '#0b6b5c',
    brandText: '#ffffff',
    text: '#1f2421',
    surface: '#fbfaf7',
  },
  space: { small: '8px', medium: '16px', large: '24px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
