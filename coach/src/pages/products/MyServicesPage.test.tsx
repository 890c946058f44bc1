import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

test('the offers of one row are cards of one height, however long their text', async () => {
  // Three cards to a row.
  await page.viewport(1280, 900);
  renderApp('/my-services');
  await screen.findByRole('heading', { level: 1, name: 'Your services and products' });
  const cards = await screen.findAllByRole('article');
  const rects = cards.map((card) => card.getBoundingClientRect());
  const firstRow = rects.filter((rect) => rect.top === rects[0]!.top);
  expect(firstRow).toHaveLength(3);
  expect(new Set(firstRow.map((rect) => rect.height)).size).toBe(1);
});

test('on a phone, a title or description of one long word wraps rather than widening the page', async () => {
  await page.viewport(375, 800);
  const long = 'Ernährungsberatungsprogrammfürdieganzefamilie';
  worker.use(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/products`, () =>
      HttpResponse.json({
        content: [{ ...fixtures.products[0]!, title: long, description: `See ${long}${long}` }],
        pagination: { total: 1, page: 0, size: 100 },
      }),
    ),
  );
  renderApp('/my-services');
  await screen.findByRole('heading', { level: 2, name: long });
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});
