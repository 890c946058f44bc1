// The contract itself: its shape, its lint, and the freshness of the types generated from it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const run = promisify(execFile);
/** The CLIs start a Node process each; on a busy 2-core CI box that alone can take several seconds. */
const CLI_TIMEOUT = 60_000;
const workspace = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) =>
  fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
  schema?: unknown;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-inferred'?: boolean;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { 'x-error-keys'?: string[]; $ref?: string }>;
}
interface Spec {
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
  components: {
    schemas: { ErrorKey: { enum: string[] } } & Record<string, unknown>;
    parameters: Record<string, Parameter>;
    responses: Record<string, { 'x-error-keys'?: string[] }>;
  };
}

const spec = parse(await readFile(join(workspace, 'openapi.yaml'), 'utf8')) as Spec;
const methods = ['get', 'put', 'post', 'patch', 'delete'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => ({
      path,
      method,
      ...item[method]!,
      parameters: [...(item.parameters ?? []), ...(item[method]!.parameters ?? [])],
    })),
);

const parameter = (p: Parameter) =>
  p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p;

/** Lists a request may send without a `maxItems`, named by where they sit. */
function unboundedLists(schema: unknown, where: string, seen = new Set<string>()): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s) => unboundedLists(s, where, seen));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const ref = typeof node.$ref === 'string' ? node.$ref.split('/').pop()! : undefined;
  if (ref) {
    if (seen.has(ref)) return [];
    return unboundedLists(spec.components.schemas[ref], ref, new Set([...seen, ref]));
  }
  const types = ([] as unknown[]).concat(node.type);
  const own = types.includes('array') && node.maxItems === undefined ? [where] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) =>
      key === 'properties' && value && typeof value === 'object'
        ? Object.entries(value).flatMap(([name, s]) => unboundedLists(s, `${where}.${name}`, seen))
        : unboundedLists(value, where, seen),
    ),
  ];
}

describe('openapi.yaml', () => {
  test('holds the 43 operations the product names; the rest are marked x-inferred', () => {
    const documented = operations.filter((operation) => !operation['x-inferred']);
    expect(documented).toHaveLength(43);
    expect(documented.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toContain(
      'DELETE /students/{studentId}/communication_intents/delete',
    );
    expect(operations.length).toBeGreaterThan(43);
  });

  test('every operation has a unique camelCase operationId, a tag and a summary', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.tags?.length).toBe(1);
      expect(operation.summary).toBeTruthy();
    }
  });

  test('every error key an operation documents is an ErrorKey', () => {
    const known = new Set(spec.components.schemas.ErrorKey.enum);
    const documented = [
      ...operations.flatMap((operation) =>
        Object.values(operation.responses).flatMap((response) => response['x-error-keys'] ?? []),
      ),
      ...Object.values(spec.components.responses).flatMap(
        (response) => response['x-error-keys'] ?? [],
      ),
    ];
    expect(documented.filter((key) => !known.has(key))).toEqual([]);
    expect(documented).toEqual(
      expect.arrayContaining(['failedLogin', 'exceededTransfers', 'paymentStatusAccepted']),
    );
  });

  test('every list a request sends has a maxItems', () => {
    const unbounded = operations.flatMap((operation) => [
      ...operation.parameters.flatMap((p) =>
        unboundedLists(parameter(p).schema, `${operation.operationId}?${parameter(p).name}`),
      ),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
        unboundedLists(media.schema, operation.operationId!),
      ),
    ]);
    expect(unbounded).toEqual([]);
  });

  test('every operation documents the refusals the API makes before its handler runs', () => {
    const missing = operations.flatMap((operation) => {
      const validated = operation.parameters.some((p) =>
        ['path', 'query'].includes(parameter(p).in ?? ''),
      );
      const security = operation.security ?? spec.security;
      const expected = [
        ...(validated || operation.requestBody ? ['400'] : []),
        ...(security.length > 0 && security.every((s) => Object.keys(s).length > 0) ? ['401'] : []),
        // Any request but a read may carry a body, and one over the limit is refused.
        ...(operation.method === 'get' ? [] : ['413']),
        ...(operation.requestBody ? ['415'] : []),
        // And any may find the database unreachable.
        '503',
      ];
      return expected
        .filter((status) => !(status in operation.responses))
        .map((status) => `${operation.operationId} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  test('lints clean with Redocly', { timeout: CLI_TIMEOUT }, async () => {
    const { stdout, stderr } = await run(
      bin('redocly'),
      ['lint', 'openapi.yaml', '--format=json'],
      {
        cwd: workspace,
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
    expect(report.totals, stderr).toEqual(expect.objectContaining({ errors: 0, warnings: 0 }));
  });

  test(
    'src/generated/openapi.ts is up to date (run `npm run generate -w @hci/api-schema`)',
    {
      timeout: CLI_TIMEOUT,
    },
    async () => {
      const manifest = JSON.parse(await readFile(join(workspace, 'package.json'), 'utf8')) as {
        scripts: { generate: string };
      };
      const [command, ...args] = manifest.scripts.generate.split(' ');
      const outputIndex = args.indexOf('-o');
      const folder = await mkdtemp(join(tmpdir(), 'hci-openapi-'));
      try {
        args[outputIndex + 1] = join(folder, 'openapi.ts');
        await run(bin(command!), args, { cwd: workspace });
        const fresh = await readFile(join(folder, 'openapi.ts'), 'utf8');
        const committed = await readFile(join(workspace, 'src/generated/openapi.ts'), 'utf8');
        expect(committed === fresh, 'generated types are stale').toBe(true);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
