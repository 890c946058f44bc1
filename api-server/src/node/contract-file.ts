import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenApiDocument } from '../contract/openapi.js';
import { parseContract } from '../contract/openapi.js';

/** The contract as published by @hci/api-schema (resolved as a package, never by a machine path). */
export function loadContract(): OpenApiDocument {
  const file = createRequire(import.meta.url).resolve('@hci/api-schema/openapi.yaml');
  return parseContract(readFileSync(file, 'utf8'));
}
