import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FieldError } from '../http/errors.js';
import { ruleFieldError } from './field-rules.js';
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

/** Problems listed in one answer at most: past these a caller learns nothing more useful. */
const maxFieldErrors = 20;

/**
 * Values with more members than this (counting every nested value) are reported by their first
 * problem only: listing every problem of a value costs work in proportion to its size, and a
 * schema stops at its first problem (a list over its `maxItems`) before reading the members.
 */
const maxMembersForEveryProblem = 2000;

/**
 * The first year a date or an instant may name, as the contract says. Nothing the institute
 * records is older, and PostgreSQL cannot store the year 0: such a date would reach the database
 * and fail there instead of answering 400.
 */
const earliestYear = '1900';

/** ajv-formats' own check of a date or date-time, with the year bounded below too. */
const fromEarliestYear = (format: 'date' | 'date-time') => {
  const { validate, compare } = fullFormats[format] as {
    validate: (value: string) => boolean;
    compare: (a: string, b: string) => number | undefined;
  };
  return {
    type: 'string' as const,
    validate: (value: string) => value.slice(0, 4) >= earliestYear && validate(value),
    compare,
  };
};

function createAjv(options: { coerce: boolean; dropUnknown?: boolean; allErrors?: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: options.allErrors ?? true,
    useDefaults: true,
    removeAdditional: options.dropUnknown ?? false,
    coerceTypes: options.coerce ? 'array' : false,
    validateSchema: false,
    discriminator: true,
  });
  // ajv-formats carries its own copy of ajv's types.
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
  ajv.addFormat('date', fromEarliestYear('date'));
  ajv.addFormat('date-time', fromEarliestYear('date-time'));
  return ajv;
}

/**
 * A problem as the forms word it where a form has the same rule (a field required, a text's
 * length), else as the validator does.
 */
function fieldErrorOf(error: ErrorObject, path: string): FieldError {
  const limit = Number(error.params.limit);
  if (error.keyword === 'required') return ruleFieldError(path, 'required');
  // A length of 0 is how the contract says "or empty" beside another schema, no length rule.
  if (error.keyword === 'maxLength' && limit > 0)
    return ruleFieldError(path, 'maxLength', { 0: limit });
  if (error.keyword === 'minLength')
    return limit === 1
      ? ruleFieldError(path, 'required')
      : ruleFieldError(path, 'minLength', { 0: limit });
  return { path, message: error.message ?? 'Invalid value' };
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const error of errors ?? []) {
    if (fields.length === maxFieldErrors) break;
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties')
      segments.push(String(error.params.additionalProperty));
    const path = [prefix, ...segments].filter(Boolean).join('.') || prefix || '(body)';
    const field = fieldErrorOf(error, path);
    const id = `${path}:${field.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    fields.push(field);
  }
  return fields;
}

/** Whether a value holds at most `limit` values, itself and every nested one counted. */
function hasAtMost(value: unknown, limit: number): boolean {
  const pending = [value];
  let count = 1;
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item || typeof item !== 'object') continue;
    const members: unknown[] = Array.isArray(item) ? item : Object.values(item);
    count += members.length;
    if (count > limit) return false;
    pending.push(...members);
  }
  return true;
}

/** Two compilations of one schema: listing every problem, and stopping at the first one. */
interface ValidatorPair {
  every: Ajv2020;
  firstOnly: Ajv2020;
}

/**
 * The problems of a value: every one (up to `maxFieldErrors`) for a value of ordinary size, only
 * the first for a larger one, so the work a bad request costs stays bounded whatever its size.
 * The first-only validator is compiled when a large value first needs it.
 */
function boundedCheck(pair: ValidatorPair, schema: JsonSchema): (value: unknown) => FieldError[] {
  const every = pair.every.compile(schema);
  let firstOnly: ValidateFunction | undefined;
  return (value) => {
    const validate = hasAtMost(value, maxMembersForEveryProblem)
      ? every
      : (firstOnly ??= pair.firstOnly.compile(schema));
    return validate(value) ? [] : toFieldErrors(validate.errors);
  };
}

export interface OperationValidators {
  /** Coerces path values in place; returns the problems found. */
  path(values: Record<string, unknown>): FieldError[];
  /** Coerces and defaults query values in place; returns the problems found. */
  query(values: Record<string, unknown>): FieldError[];
  /** Validates (and defaults) a JSON body; null when the operation takes no JSON body. */
  body: ((value: unknown) => FieldError[]) | null;
}

function documentedResponse(op: ResolvedOperation, status: number) {
  return (
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default
  );
}

/**
 * What of an answer's status and error key the operation does not document, if anything: the
 * status must be one of its responses, and an error's key one that response lists.
 */
export function undocumentedAnswer(
  op: ResolvedOperation,
  status: number,
  body: unknown,
): FieldError | null {
  const response = documentedResponse(op, status);
  if (!response) return { path: '(status)', message: `status ${status} is not documented` };
  const keys = response['x-error-keys'];
  const errorKey = String((body as { key?: unknown } | null)?.key);
  if (status >= 400 && keys && !keys.includes(errorKey)) {
    return { path: 'key', message: `${errorKey} is not among ${keys.join(', ')}` };
  }
  return null;
}

/** Compiles request and response validators for every operation of the contract. */
export class ContractValidator {
  private readonly coercing: ValidatorPair = {
    every: createAjv({ coerce: true }),
    firstOnly: createAjv({ coerce: true, allErrors: false }),
  };
  private readonly strict = createAjv({ coerce: false });
  private readonly bodies: ValidatorPair = {
    every: createAjv({ coerce: false, dropUnknown: true }),
    firstOnly: createAjv({ coerce: false, dropUnknown: true, allErrors: false }),
  };
  private readonly responses = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    const registered = { ...(rebase(doc) as object), $id: documentId };
    const closed = closeObjects(registered) as object;
    this.coercing.every.addSchema(registered);
    this.coercing.firstOnly.addSchema(registered);
    this.strict.addSchema(registered);
    this.bodies.every.addSchema(closed);
    this.bodies.firstOnly.addSchema(closed);
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
      return boundedCheck(this.coercing, schema);
    };
    const path = group('path');
    const query = group('query');
    const integers = op.parameters
      .filter((p) => this.typeOf(p.schema) === 'integer')
      .map((p) => ({ name: p.name, in: p.in }));
    /** Text that is never safe, integers in plain digits, then the contract's schema. */
    const checked =
      (where: 'path' | 'query', validate: (value: unknown) => FieldError[]) =>
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
        if (fields.length) return fields.slice(0, maxFieldErrors);
        return validate(values);
      };
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    const body = jsonSchema
      ? boundedCheck(this.bodies, closeObjects(rebase(jsonSchema)) as JsonSchema)
      : null;
    return {
      path: checked('path', path),
      query: checked('query', query),
      body: body
        ? (value) => {
            const unsafe = unsafeInput(value, '(body)');
            if (unsafe) return [unsafe];
            return body(value);
          }
        : null,
    };
  }

  /** Validates an answer against the contract (used by the contract tests). */
  validateResponse(op: ResolvedOperation, status: number, body: unknown): FieldError[] {
    const undocumented = undocumentedAnswer(op, status, body);
    if (undocumented) return [undocumented];
    const response = documentedResponse(op, status)!;
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
