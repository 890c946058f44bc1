import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Avatar } from './Avatar';
import { Image } from './Image';

test('an avatar without a photo shows initials and is named after the person', () => {
  render(<Avatar name="Marta Ruiz" />);
  expect(screen.getByRole('img', { name: 'Marta Ruiz' })).toHaveTextContent('MR');
});

test('a photo that fails to load falls back to the initials', async () => {
  render(<Avatar name="Marta Ruiz" src="/missing-photo.png" />);
  const avatar = screen.getByRole('img', { name: 'Marta Ruiz' });
  await expect.poll(() => avatar.querySelector('img')).toBeNull();
  expect(avatar).toHaveTextContent('MR');
});

test('an image that fails shows a named placeholder', async () => {
  render(<Image src="/missing-cover.png" alt="Course cover" aspectRatio={16 / 9} />);
  await expect.poll(() => screen.getByRole('img', { name: 'Course cover' }).tagName).toBe('SPAN');
});
