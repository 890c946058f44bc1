import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { LookupType } from '../schema';
import type { ApiContext } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function lookupQueries({ publicClient }: ApiContext) {
  return {
    /**
     * Option items of the given types (all types when empty), named in `language` (a language
     * tag such as `es`: the API sends English for any it does not have); they rarely change.
     */
    list: (types: readonly LookupType[] = [], language = 'en-US') =>
      queryOptions({
        queryKey: queryKeys.lookups.list(types, language),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              publicClient.GET('/public/lookups', {
                params: {
                  query: types.length ? { types: [...types] } : {},
                  header: { 'Accept-Language': language },
                },
                signal,
              }),
            )
          ).content,
        staleTime: Infinity,
      }),
  };
}
