// An app's route table and the paths it gives, with no dependency: the apps' `paths.ts` holds the
// table, and pages, layouts, scripts and end-to-end tests read it without loading React.
import type { AccessPermission } from '@hci/api-schema';
import type { RouteAccess } from '../frame/routeAccess';

/**
 * One visit of the end-to-end route walk: who visits (the app's own session names), the address
 * (the route's path unless given: a path with parameters needs one), the heading expected, and
 * whether the walk audits the page because no story shows its state (`noStory`) or none in dark
 * (`noDarkStory`).
 */
export interface RouteVisit<Visitor extends string = string> {
  as: Visitor;
  url?: string;
  heading?: string;
  noStory?: true;
  noDarkStory?: true;
}

interface RouteCommon<Visitor extends string> {
  path: string;
  /** What the page is, one line in the README's route table. */
  about: string;
  /** The route walk's visits, or why it has none. */
  walk: readonly RouteVisit<Visitor>[] | string;
}

export interface PageRouteSpec<
  Layout extends string,
  Visitor extends string = string,
> extends RouteCommon<Visitor> {
  access: RouteAccess;
  accessPermission?: AccessPermission;
  layout: Layout;
}

export interface RedirectRouteSpec<Visitor extends string = string> extends RouteCommon<Visitor> {
  redirectTo: string;
}

/** An app's routes by name, in matching order: the first whose path matches wins. */
export type RouteSpecs<Layout extends string = string, Visitor extends string = string> = Record<
  string,
  PageRouteSpec<Layout, Visitor> | RedirectRouteSpec<Visitor>
>;

/** The names of a table's routes that render a page (not a redirect). */
export type PageRouteName<Table extends RouteSpecs> = {
  [Name in keyof Table]: Table[Name] extends { redirectTo: string } ? never : Name;
}[keyof Table];

/** Each route's path template, by name. */
export function templates<Table extends RouteSpecs>(
  table: Table,
): { readonly [Name in keyof Table]: Table[Name]['path'] } {
  return Object.fromEntries(Object.entries(table).map(([name, { path }]) => [name, path])) as {
    [Name in keyof Table]: Table[Name]['path'];
  };
}

type Segment<Template extends string> = Template extends `${infer Head}/${infer Tail}`
  ? Head | Segment<Tail>
  : Template;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a template's `:name` (required) and `:name?` (optional) segments take. */
export type PathParams<Template extends string> = {
  [Name in RequiredParam<Segment<Template>>]: string | number;
} & { [Name in OptionalParam<Segment<Template>>]?: string | number };

type Search = string | Record<string, string> | URLSearchParams;

/**
 * The address of a route: its template with the parameters filled in (an optional one left out
 * drops its segment), and a query when `search` has any (a string without its `?`).
 */
export function pathTo<Template extends string>(
  template: Template,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a template without params
  ...[params, search]: {} extends PathParams<Template>
    ? [params?: PathParams<Template>, search?: Search]
    : [params: PathParams<Template>, search?: Search]
): string {
  const values: Record<string, string | number | undefined> = params ?? {};
  const path = template
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const value = values[segment.replace(/^:|\?$/g, '')];
      return value === undefined ? [] : [encodeURIComponent(value)];
    })
    .join('/');
  // A query string goes in as it is (the page's own, say); a record is encoded.
  const query = typeof search === 'string' ? search : `${new URLSearchParams(search)}`;
  return `${path || '/'}${query ? `?${query}` : ''}`;
}

/**
 * An app's sign-in addresses, from its sign-in route: `?action=<full path>` remembers the wanted
 * path for after the sign-in; after an idle sign-out, `reason=sessionExpired` makes the page say
 * why. Bare when neither is given.
 */
export const signInPathOf =
  (login: string) =>
  (wanted?: string, reason?: 'sessionExpired'): string =>
    pathTo(login, {}, { ...(reason && { reason }), ...(wanted && { action: wanted }) });

/** One visit of a table's route walk, with its route's name, address, frame or redirect. */
export interface WalkVisit<Visitor extends string> extends RouteVisit<Visitor> {
  name: string;
  url: string;
  layout?: string;
  redirectTo?: string;
}

/** Every visit of a table's route walk, in the table's order. */
export function routeVisits<Visitor extends string>(
  table: RouteSpecs<string, Visitor>,
): WalkVisit<Visitor>[] {
  return Object.entries(table).flatMap(([name, route]) =>
    typeof route.walk === 'string'
      ? []
      : route.walk.map((visit) => ({
          name,
          ...visit,
          url: visit.url ?? route.path,
          ...('redirectTo' in route ? { redirectTo: route.redirectTo } : { layout: route.layout }),
        })),
  );
}
