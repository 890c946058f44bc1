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

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-inferred'?: boolean;
  responses: Record<string, { 'x-error-keys'?: string[]; $ref?: string }>;
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: { ErrorKey: { enum: string[] } };
    responses: Record<string, { 'x-error-keys'?: string[] }>;
  };
}

const spec = parse(await readFile(join(workspace, 'openapi.yaml'), 'utf8')) as Spec;
const methods = ['get', 'put', 'post', 'patch', 'delete'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => ({ path, method, ...item[method]! })),
);

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
