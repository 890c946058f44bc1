import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CourseModule } from '@hci/api-schema';
import { filterModules, groupModules, noModuleFilter, type ModuleFilter } from './moduleFilter';

const words = ['sleep', 'Nutrición', 'habits', 'coaching', 'Week', 'agua', 'NUTRITION'];
const text = fc.array(fc.constantFrom(...words), { maxLength: 4 }).map((list) => list.join(' '));

const moduleList = fc
  .array(
    fc.record({
      title: text,
      description: fc.option(text, { nil: undefined }),
      week: fc.constantFrom(1, 2, 3),
      status: fc.constantFrom('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'),
      bookmarked: fc.boolean(),
    }),
    { maxLength: 40 },
  )
  .map((drafts) =>
    drafts.map((draft, position): CourseModule => ({
      ...draft,
      id: position + 1,
      courseId: 1,
      position,
      progress: draft.status === 'COMPLETED' ? 100 : 0,
    })),
  );

const moduleFilter: fc.Arbitrary<ModuleFilter> = fc.record({
  search: fc.oneof(
    fc.constant(''),
    text,
    fc.constantFrom('nutricion', 'SLEEP ', ' hab', 'week 1', 'zzz'),
  ),
  status: fc.constantFrom(undefined, 'NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'),
  view: fc.constantFrom('all', 'marked', 'unmarked'),
});

/** `part` is `whole` with some items left out and none moved. */
function isSubsequence<T>(part: readonly T[], whole: readonly T[]): boolean {
  let next = 0;
  for (const item of part) {
    next = whole.indexOf(item, next) + 1;
    if (next === 0) return false;
  }
  return true;
}

describe('the module filter', () => {
  test('keeps a subset of the modules, in their original order', () => {
    fc.assert(
      fc.property(moduleList, moduleFilter, (modules, filter) => {
        expect(isSubsequence(filterModules(modules, filter), modules)).toBe(true);
      }),
    );
  });

  test('filters combine in any order: one after the other equals the other after the one', () => {
    fc.assert(
      fc.property(moduleList, moduleFilter, moduleFilter, (modules, first, second) => {
        expect(filterModules(filterModules(modules, first), second)).toEqual(
          filterModules(filterModules(modules, second), first),
        );
      }),
    );
  });

  test('search, status and view applied one by one, in any order, equal the combined filter', () => {
    fc.assert(
      fc.property(
        moduleList,
        moduleFilter,
        fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]),
        (modules, filter, order) => {
          const single: ModuleFilter[] = [
            { ...noModuleFilter, search: filter.search },
            { ...noModuleFilter, status: filter.status },
            { ...noModuleFilter, view: filter.view },
          ];
          const stepwise = order.reduce(
            (list, criterion) => filterModules(list, single[criterion]!),
            modules,
          );
          expect(stepwise).toEqual(filterModules(modules, filter));
        },
      ),
    );
  });

  test('the empty filter keeps every module', () => {
    fc.assert(
      fc.property(moduleList, (modules) => {
        expect(filterModules(modules, noModuleFilter)).toEqual(modules);
      }),
    );
  });

  test('search finds every word in the title or the description, ignoring case and accents', () => {
    const base = { id: 1, courseId: 1, week: 1, position: 0, progress: 0 } as const;
    const modules: CourseModule[] = [
      { ...base, title: 'Nutrición básica', status: 'NOT_STARTED', bookmarked: false },
      {
        ...base,
        id: 2,
        title: 'Sleep',
        description: 'Rest and recovery for basic NUTRITION',
        status: 'COMPLETED',
        bookmarked: true,
      },
    ];
    const titles = (search: string) =>
      filterModules(modules, { ...noModuleFilter, search }).map((module) => module.title);
    expect(titles('NUTRICION')).toEqual(['Nutrición básica']);
    expect(titles('REST')).toEqual(['Sleep']);
    expect(titles('  recovery   nutrition ')).toEqual(['Sleep']);
    expect(titles('sleep nutrición')).toEqual([]);
    expect(filterModules(modules, { ...noModuleFilter, view: 'unmarked' })).toEqual([modules[0]]);
    expect(filterModules(modules, { ...noModuleFilter, status: 'COMPLETED' })).toEqual([
      modules[1],
    ]);
  });
});

describe('grouping', () => {
  test('every module lands once, under its own section, in its original order', () => {
    fc.assert(
      fc.property(moduleList, fc.constantFrom('section', 'flat'), (modules, grouping) => {
        const sections = groupModules(modules, grouping);
        const flattened = sections.flatMap((section) => section.modules);
        expect(flattened.toSorted((a, b) => a.position - b.position)).toEqual(modules);
        for (const section of sections) {
          expect(section.modules.length).toBeGreaterThan(0);
          expect(isSubsequence(section.modules, modules)).toBe(true);
          if (grouping === 'section')
            expect(section.modules.every((module) => module.week === section.week)).toBe(true);
        }
        if (grouping === 'flat') expect(flattened).toEqual(modules);
        const weeks = sections.map((section) => section.week);
        expect(new Set(weeks).size).toBe(weeks.length);
      }),
    );
  });
});
