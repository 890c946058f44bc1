import { expect, test } from 'vitest';
import { fileProblem, imageFileRules } from './fileRules';

const file = (type: string, size = 1) => new File([new Uint8Array(size)], 'upload', { type });

test('an image upload takes JPEG, PNG, GIF and WebP up to 5 MB', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
    expect(fileProblem(file(type), imageFileRules)).toBeNull();
  }
  expect(fileProblem(file('image/svg+xml'), imageFileRules)).toBe('wrongType');
  expect(fileProblem(file('application/pdf'), imageFileRules)).toBe('wrongType');
  expect(fileProblem(file('image/png', 5_000_000), imageFileRules)).toBeNull();
  expect(fileProblem(file('image/png', 5_000_001), imageFileRules)).toBe('tooLarge');
});
