import { screen } from '@testing-library/react';
import { expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp';

test('the offers of one row are cards of one height, however long their text', async () => {
  // Three cards to a row.
  await page.viewport(1280, 900);
  onTestFinished(() => page.viewport(414, 896));
  renderApp('/my-services', { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Your services and products' });
  const cards = await screen.findAllByRole('article');
  const rects = cards.map((card) => card.getBoundingClientRect());
  const firstRow = rects.filter((rect) => rect.top === rects[0]!.top);
  expect(firstRow).toHaveLength(3);
  expect(new Set(firstRow.map((rect) => rect.height)).size).toBe(1);
});
