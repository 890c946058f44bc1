import { bindApi, createApi, type Api } from '@hci/api-schema';
import { usePortalApi } from './api';

/** The query and mutation factories, bound when the first page that loads data needs them. */
export function usePortalQueries(): Api {
  return bindApi(usePortalApi(), createApi);
}
