import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Image } from '../Avatar';
import { AwardIcon, ImageIcon } from '../icons';
import { lightTheme } from '../tokens/themeClasses.css';
import { ImageFallback } from '.';

const missing = 'data:image/png;base64,broken';

test('a card without a picture shows the fallback in its colour, filling the frame', () => {
  const { container } = render(
    <div className={lightTheme} style={{ width: 320 }}>
      <Image
        alt=""
        aspectRatio={16 / 9}
        fallback={<ImageFallback tone="accent" icon={<AwardIcon />} />}
      />
    </div>,
  );
  const frame = container.firstElementChild!.firstElementChild as HTMLElement;
  // The field is the frame's only content, as wide and as tall.
  const field = frame.querySelector('svg')!.parentElement!.parentElement!;
  expect(field.getBoundingClientRect().width).toBe(frame.getBoundingClientRect().width);
  expect(field.getBoundingClientRect().height).toBe(frame.getBoundingClientRect().height);
  // A colour of its own, not the frame's grey.
  expect(getComputedStyle(field).backgroundColor).not.toBe(getComputedStyle(frame).backgroundColor);
  // The icon grows with the frame: far larger than an icon in a line of text.
  expect(frame.querySelector('svg')!.getBoundingClientRect().height).toBeGreaterThan(24);
});

test('tones differ, so cards of different programs tell apart', () => {
  render(
    <div className={lightTheme}>
      <ImageFallback tone="brand" icon={<ImageIcon title="brand" />} />
      <ImageFallback tone="info" icon={<ImageIcon title="info" />} />
    </div>,
  );
  const background = (name: string) =>
    getComputedStyle(screen.getByRole('img', { name }).parentElement!.parentElement!)
      .backgroundColor;
  expect(background('brand')).not.toBe(background('info'));
});

test('an image that fails to load gives way to the fallback; a named one keeps its name', async () => {
  render(<Image src={missing} alt="Course cover" aspectRatio={16 / 9} />);
  const placeholder = await screen.findByRole('img', { name: 'Course cover' });
  await expect.poll(() => placeholder.querySelector('svg')).not.toBeNull();
  expect(placeholder.querySelector('img')).toBeNull();
});
