import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const courseMessages = untypedMessages(
  defineMessages({
    loading: { id: 'portal.learning.course.loading', defaultMessage: 'Loading the course…' },
    myCourses: { id: 'portal.learning.course.myCourses', defaultMessage: 'My courses' },
    notFoundTitle: {
      id: 'portal.learning.course.notFoundTitle',
      defaultMessage: 'Course not found',
    },
    notFoundBody: {
      id: 'portal.learning.course.notFoundBody',
      defaultMessage: 'This course is not one of yours. Pick a course from your list.',
    },
    backToCourses: {
      id: 'portal.learning.course.backToCourses',
      defaultMessage: 'Back to my courses',
    },
    allBookmarks: { id: 'portal.learning.course.allBookmarks', defaultMessage: 'All my bookmarks' },
    modules: { id: 'portal.learning.course.modules', defaultMessage: 'Modules' },
    modulesLoading: {
      id: 'portal.learning.course.modulesLoading',
      defaultMessage: 'Loading modules…',
    },
    filters: { id: 'portal.learning.course.filters', defaultMessage: 'Find modules' },
    search: { id: 'portal.learning.course.search', defaultMessage: 'Search modules' },
    searchHint: {
      id: 'portal.learning.course.searchHint',
      defaultMessage: 'Words in the title or the description',
    },
    status: { id: 'portal.learning.course.status', defaultMessage: 'Status' },
    anyStatus: { id: 'portal.learning.course.anyStatus', defaultMessage: 'Any status' },
    grouping: { id: 'portal.learning.course.grouping', defaultMessage: 'Show' },
    bySection: { id: 'portal.learning.course.bySection', defaultMessage: 'By week' },
    flat: { id: 'portal.learning.course.flat', defaultMessage: 'As one list' },
    view: { id: 'portal.learning.course.view', defaultMessage: 'Bookmarks' },
    viewAll: { id: 'portal.learning.course.viewAll', defaultMessage: 'All modules' },
    viewMarked: { id: 'portal.learning.course.viewMarked', defaultMessage: 'Bookmarked' },
    viewUnmarked: { id: 'portal.learning.course.viewUnmarked', defaultMessage: 'Not bookmarked' },
    shown: {
      id: 'portal.learning.course.shown',
      defaultMessage: '{shown, number} of {total, plural, one {# module} other {# modules}}',
    },
    listLabel: { id: 'portal.learning.course.listLabel', defaultMessage: 'Modules of {course}' },
    noBookmarksTitle: {
      id: 'portal.learning.course.noBookmarksTitle',
      defaultMessage: 'No bookmarks yet',
    },
    noBookmarksBody: {
      id: 'portal.learning.course.noBookmarksBody',
      defaultMessage: 'Press the bookmark on any module to keep it here.',
    },
    noMatchTitle: {
      id: 'portal.learning.course.noMatchTitle',
      defaultMessage: 'No module matches',
    },
    noMatchBody: {
      id: 'portal.learning.course.noMatchBody',
      defaultMessage: 'Try other words, or clear the search and filters to see every module.',
    },
    clearFilters: {
      id: 'portal.learning.course.clearFilters',
      defaultMessage: 'Clear search and filters',
    },
    noModulesTitle: {
      id: 'portal.learning.course.noModulesTitle',
      defaultMessage: 'No modules yet',
    },
    noModulesBody: {
      id: 'portal.learning.course.noModulesBody',
      defaultMessage: 'The modules of this course open on its start date. Check back then.',
    },
    dates: { id: 'portal.learning.course.dates', defaultMessage: '{start} to {end}' },
  }),
);
