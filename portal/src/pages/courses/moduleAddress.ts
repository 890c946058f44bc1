import { useSearchParams } from 'wouter';
import type { ModuleStatus } from '@hci/api-schema';
import {
  noModuleFilter,
  type BookmarkView,
  type ModuleFilter,
  type ModuleGrouping,
} from '../../components/moduleFilter';

/** How each status reads in the address (`?status=in-progress`). */
const statusParams = {
  'not-started': 'NOT_STARTED',
  'in-progress': 'IN_PROGRESS',
  completed: 'COMPLETED',
} as const satisfies Record<string, ModuleStatus>;

type StatusParam = keyof typeof statusParams;

const paramOfStatus = (status: ModuleStatus) =>
  (Object.keys(statusParams) as StatusParam[]).find((param) => statusParams[param] === status);

export interface ModuleListAddress extends ModuleFilter {
  grouping: ModuleGrouping;
}

/** The defaults stay out of the address, so the bare course path is the whole list by week. */
export const defaultModuleListAddress: ModuleListAddress = {
  ...noModuleFilter,
  grouping: 'section',
};

export function parseModuleListAddress(params: URLSearchParams): ModuleListAddress {
  const status = params.get('status');
  const view = params.get('view');
  return {
    search: params.get('q') ?? '',
    status: status && status in statusParams ? statusParams[status as StatusParam] : undefined,
    view: view === 'marked' || view === 'unmarked' ? (view satisfies BookmarkView) : 'all',
    grouping: params.get('group') === 'flat' ? 'flat' : 'section',
  };
}

export function moduleListParams(address: ModuleListAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.search) params.set('q', address.search);
  if (address.status) params.set('status', paramOfStatus(address.status)!);
  if (address.grouping === 'flat') params.set('group', 'flat');
  if (address.view !== 'all') params.set('view', address.view);
  return params;
}

/**
 * The search, status filter, grouping and bookmark view of a course's modules, kept in the
 * address (`?q=sleep&status=completed&group=flat&view=marked`) so a reload or a shared link
 * shows the same list. Changes replace the entry: Back leaves the page instead of undoing
 * each keystroke.
 */
export function useModuleListAddress(): [
  ModuleListAddress,
  (change: Partial<ModuleListAddress>) => void,
] {
  const [params, setParams] = useSearchParams();
  const address = parseModuleListAddress(params);
  return [
    address,
    (change) =>
      setParams(moduleListParams({ ...parseModuleListAddress(params), ...change }), {
        replace: true,
      }),
  ];
}
