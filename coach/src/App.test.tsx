import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import { App } from './App';

const config = { apiBaseUrl: 'http://127.0.0.1:4010' };

test('the first page renders its heading', () => {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <App config={config} />
    </Router>,
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'Coaching that fits your life' }),
  ).toBeVisible();
});

test('an unknown path shows the not-found page', () => {
  const { hook } = memoryLocation({ path: '/no/such/page' });
  render(
    <Router hook={hook}>
      <App config={config} />
    </Router>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
