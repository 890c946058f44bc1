// What a request sends, read as its contract operation expects: its query parameters, and its
// body as a form or as JSON (UTF-8 only, within the size the operation allows).
import type { Context } from 'hono';
import { RuleRefusal } from '@hci/rules';
import type { Parameter, ResolvedOperation } from '../contract/openapi.js';
import { ApiError, badRequest } from './errors.js';

/** JSON bodies are small; only uploads may be large. */
export const maxJsonBytes = 256 * 1024;

export const payloadTooLarge = () =>
  new ApiError(413, 'payloadTooLarge', 'The request body is too large');

export function queryValues(c: Context, params: readonly Parameter[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (params.length === 0) return result;
  const all = c.req.queries();
  for (const param of params) {
    const values = all[param.name];
    if (!values?.length) continue;
    const type = param.schema?.type;
    const isArray = type === 'array' || (Array.isArray(type) && type.includes('array'));
    // Arrays accept repeated parameters and comma-separated lists.
    result[param.name] = isArray ? values.flatMap((v) => v.split(',')).filter(Boolean) : values[0];
  }
  return result;
}

/** The body as sent: a form, or parsed JSON still to be validated (`json`). */
export interface SentBody {
  value: unknown;
  json: boolean;
}

export async function readBody(
  c: Context,
  op: ResolvedOperation,
  takesJson: boolean,
): Promise<SentBody> {
  if (!op.requestBody) return { value: undefined, json: false };
  const contentType =
    (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (op.requestBody.content['multipart/form-data'] && contentType === 'multipart/form-data') {
    try {
      return { value: await c.req.parseBody({ all: true }), json: false };
    } catch (error) {
      if (error instanceof RuleRefusal) throw error;
      throw badRequest('The multipart body could not be read');
    }
  }
  if (!takesJson) {
    throw new ApiError(
      415,
      'unsupportedMediaType',
      `Send ${Object.keys(op.requestBody.content).join(' or ')}`,
    );
  }
  const bytes = await c.req.arrayBuffer();
  const text = utf8(bytes);
  if (text.trim() === '') {
    if (op.requestBody.required)
      throw badRequest('A JSON body is required', [
        { path: '(body)', message: 'This field is required' },
      ]);
    return { value: undefined, json: false };
  }
  if (contentType !== 'application/json' && !contentType.endsWith('+json')) {
    throw new ApiError(415, 'unsupportedMediaType', 'Send application/json');
  }
  // JSON is UTF-8; a body declared in another encoding would be read as something it is not.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(c.req.header('content-type') ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    throw new ApiError(415, 'unsupportedMediaType', 'Send application/json in UTF-8');
  }
  if (bytes.byteLength > (op.maxJsonBytes ?? maxJsonBytes)) throw payloadTooLarge();
  try {
    return { value: JSON.parse(text) as unknown, json: true };
  } catch {
    throw badRequest('The body is not valid JSON', [{ path: '(body)', message: 'Malformed JSON' }]);
  }
}

/**
 * The body as UTF-8 text. Bytes that are not UTF-8 are refused: decoding them leniently would
 * store U+FFFD in place of what the client meant.
 */
function utf8(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The body is not valid UTF-8', [
      { path: '(body)', message: 'Malformed UTF-8' },
    ]);
  }
}
