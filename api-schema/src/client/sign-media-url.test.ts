import { describe, expect, test } from 'vitest';
import { signMediaUrl } from './sign-media-url';

const credentials = { keyPairId: 'K1', signature: 'a+b/c=', policy: 'eyJwIjoxfQ==' };
const media = 'http://media.test:9000';

describe('signMediaUrl', () => {
  test('turns a stored file name into a signed media URL', () => {
    expect(signMediaUrl('coach-1-photo.jpg', credentials, media)).toBe(
      'http://media.test:9000/media/coach-1-photo.jpg?keyPairId=K1&signature=a%2Bb%2Fc%3D&policy=eyJwIjoxfQ%3D%3D',
    );
  });

  test('signs media paths and media URLs, replacing stale credentials', () => {
    const signed = new URL(
      signMediaUrl(`${media}/media/cover.png?signature=old&w=200`, credentials, `${media}/`),
    );
    expect(signed.pathname).toBe('/media/cover.png');
    expect(signed.searchParams.get('signature')).toBe('a+b/c=');
    expect(signed.searchParams.get('w')).toBe('200');
    expect(signMediaUrl('/media/a.pdf', credentials, media)).toMatch(
      /^http:\/\/media\.test:9000\/media\/a\.pdf\?keyPairId=K1&/,
    );
  });

  test('encodes file names so they cannot escape the media path', () => {
    expect(new URL(signMediaUrl('a b?.jpg', credentials, media)).pathname).toBe(
      '/media/a%20b%3F.jpg',
    );
  });

  test('leaves public, blob and data URLs and empty values alone', () => {
    for (const url of [
      'https://youtube.com/watch?v=1',
      'http://media.test:9000/public/logo.svg',
      'blob:http://localhost/123',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(signMediaUrl(url, credentials, media)).toBe(url);
    }
  });

  test('a stored name is read whole: slashes and colons inside it stay in the file name', () => {
    const path = (name: string) => new URL(signMediaUrl(name, credentials, media)).pathname;
    expect(path('/a.png')).toBe('/media/a.png');
    expect(path('//a.png')).toBe('/media/a.png');
    expect(path('a/b.png')).toBe('/media/a%2Fb.png');
    expect(path('my notes: v2.pdf')).toBe('/media/my%20notes%3A%20v2.pdf');
  });

  test('the media host may be configured with trailing slashes', () => {
    expect(signMediaUrl('a.png', credentials, `${media}//`)).toMatch(
      /^http:\/\/media\.test:9000\/media\/a\.png\?/,
    );
  });

  test('signs only URLs under the media path of the media host', () => {
    for (const url of [`https://elsewhere.test/media/a.png`, `${media}/uploads/a.png`])
      expect(signMediaUrl(url, credentials, media)).toBe(url);
  });
});
