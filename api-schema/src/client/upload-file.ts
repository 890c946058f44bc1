import type { FileObject, StoredFile } from '../schema';
import { ApiError } from './api-error';
import type { AuthClient } from './clients';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** What the file is for (the multipart `object` field). */
  object: FileObject;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Builds the request object; tests pass a fake. */
  createRequest?: () => XMLHttpRequest;
}

interface XhrOutcome {
  status: number;
  body: unknown;
}

function send(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  options: UploadOptions,
): Promise<XhrOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: xhr.response as unknown });
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, { key: 'default' })));
    xhr.addEventListener('abort', () =>
      reject(options.signal?.reason ?? new DOMException('Upload aborted', 'AbortError')),
    );
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/**
 * POST /files with upload progress, which fetch cannot report. Sends the authenticated client's
 * headers and, like it, renews the token once on 401 before giving up.
 */
export async function uploadFile(
  client: AuthClient,
  file: Blob & { name?: string },
  options: UploadOptions,
): Promise<StoredFile> {
  options.signal?.throwIfAborted();
  const { auth } = client;
  const url = `${auth.baseUrl.replace(/\/+$/, '')}/files`;
  const form = () => {
    const data = new FormData();
    data.append('file', file, file.name ?? 'file');
    data.append('object', options.object);
    return data;
  };
  const token = auth.session.getSnapshot().accessToken;
  let outcome = await send(url, form(), auth.headers(), options);
  if (outcome.status === 401) {
    if (!(await auth.renewAfter(token))) {
      auth.hooks.onUnauthorized?.();
      throw new ApiError(401, outcome.body);
    }
    outcome = await send(url, form(), auth.headers(), options);
  }
  if (outcome.status < 200 || outcome.status >= 300)
    throw new ApiError(outcome.status, outcome.body);
  return (outcome.body as { content: StoredFile }).content;
}
