/**
 * The API's address as links name it when API_PUBLIC_URL is unset: where it listens, with an
 * unspecified address (every interface) named as loopback, which this machine at least reaches.
 */
export function listenUrl(host: string, port: number): string {
  const named = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${named.includes(':') ? `[${named}]` : named}:${port}`;
}

/**
 * API_PUBLIC_URL as links use it: an http(s) origin with an optional path, no query or fragment,
 * without a trailing slash.
 */
export function publicUrlFrom(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_PUBLIC_URL is not a URL: ${value} (e.g. https://api.example.org)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`API_PUBLIC_URL must start with https:// or http://, not ${url.protocol}//`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`API_PUBLIC_URL must name only where the API is reached: ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}
