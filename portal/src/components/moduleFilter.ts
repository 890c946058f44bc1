import type { CourseModule, ModuleStatus } from '@hci/api-schema';

/** Which modules to show by their bookmark: every one, the bookmarked ones, or the others. */
export type BookmarkView = 'all' | 'marked' | 'unmarked';

/** How the list is laid out: under a heading per section (Week 1, Week 2…), or as one list. */
export type ModuleGrouping = 'section' | 'flat';

export interface ModuleFilter {
  /** Words that must all appear in the title or the description, in any case and accent. */
  search: string;
  /** One status, or undefined for every status. */
  status: ModuleStatus | undefined;
  view: BookmarkView;
}

export const noModuleFilter: ModuleFilter = { search: '', status: undefined, view: 'all' };

/** A module's title and description folded once, so each keystroke only compares strings. */
const searchTexts = new WeakMap<CourseModule, string>();

/** Lower case without accents, so "nutricion" finds "Nutrición". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function searchTextOf(module: CourseModule): string {
  let text = searchTexts.get(module);
  if (text === undefined) {
    text = fold(`${module.title}\n${module.description ?? ''}`);
    searchTexts.set(module, text);
  }
  return text;
}

export const searchWords = (search: string) => fold(search).split(/\s+/).filter(Boolean);

/** The test each criterion makes of a module; the filter keeps a module that passes all three. */
export function modulePredicates(
  filter: ModuleFilter,
): ReadonlyArray<(module: CourseModule) => boolean> {
  const words = searchWords(filter.search);
  const { status, view } = filter;
  return [
    (module) => words.every((word) => searchTextOf(module).includes(word)),
    (module) => status === undefined || module.status === status,
    (module) => view === 'all' || module.bookmarked === (view === 'marked'),
  ];
}

/** The modules that pass the filter, in their course order. */
export function filterModules(
  modules: readonly CourseModule[],
  filter: ModuleFilter,
): CourseModule[] {
  const [bySearch, byStatus, byView] = modulePredicates(filter);
  return modules.filter((module) => byStatus!(module) && byView!(module) && bySearch!(module));
}

export interface ModuleSection {
  /** The section's week; none for the one section of a flat list. */
  week?: number;
  modules: CourseModule[];
}

/**
 * The modules under their sections, each section where its first module is (courses list a
 * section's modules together); a flat list is one unnamed section.
 */
export function groupModules(
  modules: readonly CourseModule[],
  grouping: ModuleGrouping,
): ModuleSection[] {
  if (grouping === 'flat') return modules.length ? [{ modules: [...modules] }] : [];
  const sections = new Map<number, CourseModule[]>();
  for (const module of modules) {
    const section = sections.get(module.week);
    if (section) section.push(module);
    else sections.set(module.week, [module]);
  }
  return [...sections].map(([week, members]) => ({ week, modules: members }));
}
