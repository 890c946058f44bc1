import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface OperationResponse {
  content?: Record<string, MediaType>;
  /** The error keys an error answer may carry. */
  'x-error-keys'?: string[];
}

export interface Operation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> } | { $ref: string };
  responses?: Record<string, OperationResponse | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-inferred'?: boolean;
  'x-max-body-bytes'?: number;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation | Parameter[]> & { parameters?: Parameter[] }>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ResolvedOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  parameters: Parameter[];
  requestBody: { required: boolean; content: Record<string, MediaType> } | null;
  responses: Record<string, OperationResponse>;
  /** Whether a bearer token is required (from the operation's or the document's security). */
  authenticated: boolean;
  inferred: boolean;
  /** The largest JSON body the operation takes, when the contract sets one below the default. */
  maxJsonBytes: number | null;
}

/** The contract from its YAML text (as published by @hci/api-schema). */
export function parseContract(text: string): OpenApiDocument {
  return parse(text) as OpenApiDocument;
}

/** Follows a local `#/components/...` reference. */
export function deref<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10; depth += 1) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current as T;
    const ref = String(current.$ref);
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
  }
  throw new Error('Reference chain too deep');
}

export function operations(doc: OpenApiDocument): ResolvedOperation[] {
  const result: ResolvedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters ?? []).map((p) => deref<Parameter>(doc, p));
    for (const method of httpMethods) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const own = (op.parameters ?? []).map((p) => deref<Parameter>(doc, p));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const body = op.requestBody ? deref(doc, op.requestBody) : null;
      const responses = Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, r]) => [status, deref(doc, r)]),
      );
      const security = op.security ?? doc.security ?? [];
      result.push({
        operationId: op.operationId,
        method,
        path,
        parameters,
        requestBody: body
          ? { required: body.required === true, content: body.content ?? {} }
          : null,
        responses,
        // An empty requirement object ({}) in the list makes authentication optional.
        authenticated: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
        inferred: op['x-inferred'] === true,
        maxJsonBytes: op['x-max-body-bytes'] ?? null,
      });
    }
  }
  return result;
}
