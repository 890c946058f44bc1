import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../http/errors.js';
import type { JsonSchema, OpenApiDocument, ResolvedOperation } from './openapi.js';

const documentId = 'openapi.json';

/** Points a schema's local references at the contract document registered under `documentId`. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${documentId}${value}`
        : rebase(value),
    ]),
  );
}

function createAjv(options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: options.coerce ? 'array' : false,
    validateSchema: false,
    discriminator: true,
  });
  // ajv-formats carries its own copy of ajv's types.
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
  return ajv;
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const error of errors ?? []) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties')
      segments.push(String(error.params.additionalProperty));
    const path = [prefix, ...segments].filter(Boolean).join('.') || prefix || '(body)';
    const message =
      error.keyword === 'required' ? 'This field is required' : (error.message ?? 'Invalid value');
    const id = `${path}:${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    fields.push({ path, message });
  }
  return fields;
}

export interface OperationValidators {
  /** Coerces path values in place; returns the problems found. */
  path(values: Record<string, unknown>): FieldError[];
  /** Coerces and defaults query values in place; returns the problems found. */
  query(values: Record<string, unknown>): FieldError[];
  /** Validates (and defaults) a JSON body; null when the operation takes no JSON body. */
  body: ((value: unknown) => FieldError[]) | null;
}

/** Compiles request and response validators for every operation of the contract. */
export class ContractValidator {
  private readonly coercing = createAjv({ coerce: true });
  private readonly strict = createAjv({ coerce: false });
  private readonly responses = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    const registered = { ...(rebase(doc) as object), $id: documentId };
    this.coercing.addSchema(registered);
    this.strict.addSchema(registered);
  }

  forOperation(op: ResolvedOperation): OperationValidators {
    const group = (where: 'path' | 'query') => {
      const params = op.parameters.filter((p) => p.in === where);
      const schema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, rebase(p.schema ?? {})])),
        required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
      };
      return this.coercing.compile(schema);
    };
    const path = group('path');
    const query = group('query');
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    const body = jsonSchema ? this.strict.compile(rebase(jsonSchema) as JsonSchema) : null;
    return {
      path: (values) => (path(values) ? [] : toFieldErrors(path.errors)),
      query: (values) => (query(values) ? [] : toFieldErrors(query.errors)),
      body: body ? (value) => (body(value) ? [] : toFieldErrors(body.errors)) : null,
    };
  }

  /** Validates a response body against the contract (used by the contract tests). */
  validateResponse(op: ResolvedOperation, status: number, body: unknown): FieldError[] {
    const response =
      op.responses[String(status)] ??
      op.responses[`${String(status)[0]}XX`] ??
      op.responses.default;
    if (!response) return [{ path: '(status)', message: `status ${status} is not documented` }];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [];
    const key = `${op.operationId}:${status}`;
    let validate = this.responses.get(key);
    if (!validate) {
      validate = this.strict.compile(rebase(schema) as JsonSchema);
      this.responses.set(key, validate);
    }
    return validate(structuredClone(body)) ? [] : toFieldErrors(validate.errors);
  }
}
