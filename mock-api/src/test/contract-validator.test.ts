import { describe, expect, test } from 'vitest';
import { contractErrors, contractOperations, operationOf } from './contract-validator';

describe('contract validator', () => {
  test('maps a URL to its operation, literal segments first', () => {
    expect(operationOf('GET', '/coaches/1/products/public')).toBe(
      'GET /coaches/{coachId}/products/public',
    );
    expect(operationOf('GET', '/coaches/1/products/2')).toBe(
      'GET /coaches/{coachId}/products/{productId}',
    );
    expect(operationOf('PATCH', '/coaches/1')).toBeUndefined();
    expect(contractOperations).toContain('POST /analytics/events');
  });

  test('accepts a conforming body and names what is wrong with others', () => {
    const operation = 'GET /students/{studentId}/payment_methods';
    const card = {
      id: 1,
      isDefault: true,
      brand: 'VISA',
      last4: '4242',
      expirationMonth: 8,
      expirationYear: 2028,
      holderName: 'Jordan',
    };
    const list = (content: unknown[]) => ({
      content,
      pagination: { total: content.length, page: 0, size: 10 },
    });
    expect(contractErrors(operation, 200, 'application/json', list([card]))).toEqual([]);
    expect(
      contractErrors(operation, 200, 'application/json', list([{ ...card, last4: '42' }])),
    ).toEqual([expect.stringContaining('/content/0/last4 must match pattern')]);
    expect(
      contractErrors(operation, 200, 'application/json', list([{ ...card, brand: 'JCB' }])),
    ).toEqual([expect.stringContaining('/content/0/brand must be equal to one of')]);
    expect(contractErrors(operation, 418, null, undefined)).toEqual([
      `${operation}: status 418 is not documented`,
    ]);
    expect(contractErrors(operation, 200, null, undefined)).toEqual([
      `${operation} 200: the JSON body is missing`,
    ]);
  });
});
