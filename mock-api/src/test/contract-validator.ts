// Checks answers against openapi.yaml at run time: the mocks' bodies must be what the contract
// documents for that operation and status (formats, patterns, enums, required fields), not only
// what TypeScript lets through.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}
interface Spec {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, ResponseObject> } & Record<string, unknown>;
}

const spec = parse(
  readFileSync(createRequire(import.meta.url).resolve('@hci/api-schema/openapi.yaml'), 'utf8'),
) as Spec;
const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Every operation as `METHOD /template`. */
export const contractOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
);

// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: spec.components });

/** Templates with fewer parameters first, so `/products/public` wins over `/products/{productId}`. */
const templates = Object.keys(spec.paths)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameters: (path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.parameters - b.parameters);

export function operationOf(method: string, pathname: string): string | undefined {
  const template = templates.find(
    ({ path, pattern }) => pattern.test(pathname) && spec.paths[path]?.[method.toLowerCase()],
  );
  return template && `${method.toUpperCase()} ${template.path}`;
}

const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: unknown): ValidateFunction {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text) as object);
    compiled.set(text, validate);
  }
  return validate;
}

/**
 * What is wrong with an answer of `operation` (`METHOD /template`): an undocumented status, a
 * body where none is documented, or the body's schema errors. Empty when it conforms.
 */
export function contractErrors(
  operation: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string[] {
  const [method, path] = operation.split(' ') as [string, string];
  const documented = spec.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  if (!documented) return [`${operation}: status ${status} is not documented`];
  const response = documented.$ref
    ? spec.components.responses[documented.$ref.split('/').pop()!]
    : documented;
  const json = response?.content?.['application/json'];
  if (!json) {
    return contentType?.includes('json')
      ? [`${operation} ${status}: a JSON body where none is documented`]
      : [];
  }
  if (!contentType?.includes('json')) return [`${operation} ${status}: the JSON body is missing`];
  const validate = validatorFor(json.schema);
  return validate(body)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${operation} ${status}: ${error.instancePath || '/'} ${error.message ?? ''}`,
      );
}
