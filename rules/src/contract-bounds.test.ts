// The contract's bounds state the same rules as the shared rule modules: the smallest payment and
// the transfer fee, read from openapi.yaml and from the rules, must agree.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { minimumPaymentCents, transferFee } from './index';

interface Bounds {
  minimum?: number;
  maximum?: number;
}
interface Spec {
  components: {
    schemas: {
      PaymentRequest: { properties: { amount: Bounds } };
      Transfer: { properties: { fee: Bounds } };
    };
  };
}

const spec = parse(
  await readFile(createRequire(import.meta.url).resolve('@hci/api-schema/openapi.yaml'), 'utf8'),
) as Spec;
const { schemas } = spec.components;

describe('the contract and the rules agree', () => {
  test('a payment names at least the minimum payment', () => {
    expect(schemas.PaymentRequest.properties.amount.minimum).toBe(minimumPaymentCents);
  });

  test('a transfer costs nothing or the transfer fee, never more', () => {
    expect(schemas.Transfer.properties.fee).toMatchObject({ minimum: 0, maximum: transferFee });
  });
});
