import type { OpenApiDocument } from '../src/contract/openapi.js';
import { operations } from '../src/contract/openapi.js';
import { undocumentedAnswer } from '../src/contract/validation.js';

/**
 * A check of every answer the tests see: the operation a request reaches (found as the router
 * finds it, literal path segments before parameters) must document the answer's status and
 * error key. Requests that reach no operation (unknown routes, /health) are not checked.
 */
export function answerConformance(contract: OpenApiDocument) {
  const routes = operations(contract)
    .map((op) => ({
      op,
      params: (op.path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, url: string, status: number, body: unknown): string | null => {
    const path = url.split('?')[0]!;
    const route = routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path));
    const problem = route ? undocumentedAnswer(route.op, status, body) : null;
    return problem && `${route!.op.operationId}: ${problem.message}`;
  };
}
