import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { ConfigurationFailure } from './ConfigurationFailure';

// Another test file in the same browser may have left a language behind.
beforeEach(() => localStorage.clear());

test('the configuration failure is announced in English by default', async () => {
  render(<ConfigurationFailure />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The student portal could not load its configuration.',
  );
});

test('and in Spanish for a student who chose it', async () => {
  localStorage.setItem('hci.language', 'es');
  render(<ConfigurationFailure />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El portal del estudiante no pudo cargar su configuración.',
  );
});
