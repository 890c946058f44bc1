import { describe, expect, test } from 'vitest';
import {
  defaultModuleListAddress,
  moduleListParams,
  parseModuleListAddress,
  type ModuleListAddress,
} from './moduleAddress';

describe('the module list address', () => {
  test('round-trips every field, and leaves the defaults out', () => {
    const address: ModuleListAddress = {
      search: 'sleep well',
      status: 'IN_PROGRESS',
      view: 'marked',
      grouping: 'flat',
    };
    const params = moduleListParams(address);
    expect(params.toString()).toBe('q=sleep+well&status=in-progress&group=flat&view=marked');
    expect(parseModuleListAddress(params)).toEqual(address);
    expect(moduleListParams(defaultModuleListAddress).toString()).toBe('');
  });

  test('unknown values fall back to the defaults', () => {
    expect(
      parseModuleListAddress(new URLSearchParams('status=done&view=some&group=table')),
    ).toEqual(defaultModuleListAddress);
  });
});
