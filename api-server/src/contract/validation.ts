import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../http/errors.js';
import { canonicalInteger, unsafeInput } from './input-limits.js';
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

/**
 * The contract with every object that lists its properties closed to others, for reading request
 * bodies: unknown properties are dropped before a handler sees them, so nothing the contract does
 * not name is ever stored. Free-form objects (no `properties`) and the members of an `allOf`
 * (closed, they would refuse each other's properties) stay open.
 */
function closeObjects(schema: unknown, inAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeObjects(item, inAllOf));
  if (!schema || typeof schema !== 'object') return schema;
  const closed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Under these keys sit maps of name to schema, not schemas themselves.
    const isMap = ['properties', 'patternProperties', '$defs', 'schemas'].includes(key);
    closed[key] =
      isMap && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeObjects(v)]))
        : closeObjects(value, key === 'allOf');
  }
  if ('properties' in closed && !('additionalProperties' in closed) && !inAllOf) {
    closed.additionalProperties = false;
  }
  return closed;
}

function createAjv(options: { coerce: boolean; dropUnknown?: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    removeAdditional: options.dropUnknown ?? false,
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
  private readonly bodies = createAjv({ coerce: false, dropUnknown: true });
  private readonly responses = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    const registered = { ...(rebase(doc) as object), $id: documentId };
    this.coercing.addSchema(registered);
    this.strict.addSchema(registered);
    this.bodies.addSchema(closeObjects(registered) as object);
  }

  /** The `type` of a parameter's schema, following one local reference. */
  private typeOf(schema: JsonSchema | undefined): unknown {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    const name = ref?.startsWith('#/components/schemas/') ? ref.slice(21) : undefined;
    const target = name ? (this.doc.components?.schemas?.[name] as JsonSchema) : schema;
    return (target as { type?: unknown } | undefined)?.type;
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
    const integers = op.parameters
      .filter((p) => this.typeOf(p.schema) === 'integer')
      .map((p) => ({ name: p.name, in: p.in }));
    /** Text that is never safe, integers in plain digits, then the contract's schema. */
    const checked =
      (where: 'path' | 'query', validate: ValidateFunction) =>
      (values: Record<string, unknown>): FieldError[] => {
        const unsafe = unsafeInput(values, where);
        if (unsafe) return [unsafe];
        const fields: FieldError[] = [];
        for (const param of integers.filter((p) => p.in === where)) {
          const raw = values[param.name];
          if (typeof raw === 'string' && !canonicalInteger.test(raw)) {
            fields.push({ path: param.name, message: 'must be a whole number in decimal digits' });
          }
        }
        if (fields.length) return fields;
        return validate(values) ? [] : toFieldErrors(validate.errors);
      };
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    const body = jsonSchema
      ? this.bodies.compile(closeObjects(rebase(jsonSchema)) as JsonSchema)
      : null;
    return {
      path: checked('path', path),
      query: checked('query', query),
      body: body
        ? (value) => {
            const unsafe = unsafeInput(value, '(body)');
            if (unsafe) return [unsafe];
            return body(value) ? [] : toFieldErrors(body.errors);
          }
        : null,
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
