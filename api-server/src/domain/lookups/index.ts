import type { LookupItem } from '@hci/api-schema';
import * as lookupData from '../../data/lookups.js';
import type { Handlers } from '../../http/operation.js';
import { paged } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { compact } from '../../shared/rows.js';
import { labelled, lookupLanguage } from './labels.js';

/** The option lists (countries, occupations…), named in the language the caller asks for. */
export function lookupHandlers(services: Services) {
  const { db } = services;

  return {
    async listLookups(input) {
      const types = input.query.types ?? null;
      const rows = await lookupData.lookupItems(db, types);
      const language = lookupLanguage(input.context.req.header('accept-language'));
      const lookups = rows.map((r): LookupItem =>
        labelled(
          compact({ type: r.type, value: r.value, label: r.label, parent: r.parent }),
          language,
        ),
      );
      return paged(lookups, lookups.length, { page: 0, size: lookups.length });
    },
  } satisfies Partial<Handlers>;
}
