import { expect, test } from 'vitest';
import type { OpenApiDocument } from '../src/contract/openapi.js';
import { operations } from '../src/contract/openapi.js';
import { ContractValidator } from '../src/contract/validation.js';

const contract = {
  openapi: '3.1.0',
  paths: {
    '/notes': {
      post: {
        operationId: 'createNote',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['text'],
                properties: {
                  text: { type: 'string' },
                  author: { $ref: '#/components/schemas/Author' },
                  tags: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Created.' } },
      },
    },
  },
  components: {
    schemas: {
      Author: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
} as unknown as OpenApiDocument;

test('a body keeps only what the contract names, inline or referenced; free-form maps stay', () => {
  const validator = new ContractValidator(contract);
  const [op] = operations(contract);
  const body = JSON.parse(
    '{"text":"hi","admin":true,"__proto__":{"x":1},"author":{"name":"A","role":"root"},"tags":{"any":"kept"}}',
  );
  expect(validator.forOperation(op!).body!(body)).toEqual([]);
  expect(body).toEqual({ text: 'hi', author: { name: 'A' }, tags: { any: 'kept' } });
  expect(Object.keys(body)).not.toContain('__proto__');
});
