import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const courseMessages = untypedMessages(
  defineMessages({
    loading: { id: 'learning.course.loading', defaultMessage: 'Loading the course…' },
    myCourses: { id: 'learning.course.myCourses', defaultMessage: 'My courses' },
    notFoundTitle: { id: 'learning.course.notFoundTitle', defaultMessage: 'Course not found' },
    notFoundBody: {
      id: 'learning.course.notFoundBody',
      defaultMessage: 'This course is not one of yours. Pick a course from your list.',
    },
    backToCourses: { id: 'learning.course.backToCourses', defaultMessage: 'Back to my courses' },
    allBookmarks: { id: 'learning.course.allBookmarks', defaultMessage: 'All my bookmarks' },
    modules: { id: 'learning.course.modules', defaultMessage: 'Modules' },
    modulesLoading: { id: 'learning.course.modulesLoading', defaultMessage: 'Loading modules…' },
    filters: { id: 'learning.course.filters', defaultMessage: 'Find modules' },
    search: { id: 'learning.course.search', defaultMessage: 'Search modules' },
    searchHint: {
      id: 'learning.course.searchHint',
      defaultMessage: 'Words in the title or the description',
    },
    status: { id: 'learning.course.status', defaultMessage: 'Status' },
    anyStatus: { id: 'learning.course.anyStatus', defaultMessage: 'Any status' },
    grouping: { id: 'learning.course.grouping', defaultMessage: 'Show' },
    bySection: { id: 'learning.course.bySection', defaultMessage: 'By week' },
    flat: { id: 'learning.course.flat', defaultMessage: 'As one list' },
    view: { id: 'learning.course.view', defaultMessage: 'Bookmarks' },
    viewAll: { id: 'learning.course.viewAll', defaultMessage: 'All modules' },
    viewMarked: { id: 'learning.course.viewMarked', defaultMessage: 'Bookmarked' },
    viewUnmarked: { id: 'learning.course.viewUnmarked', defaultMessage: 'Not bookmarked' },
    shown: {
      id: 'learning.course.shown',
      defaultMessage: '{shown, number} of {total, plural, one {# module} other {# modules}}',
    },
    listLabel: { id: 'learning.course.listLabel', defaultMessage: 'Modules of {course}' },
    noBookmarksTitle: {
      id: 'learning.course.noBookmarksTitle',
      defaultMessage: 'No bookmarks yet',
    },
    noBookmarksBody: {
      id: 'learning.course.noBookmarksBody',
      defaultMessage: 'Press the bookmark on any module to keep it here.',
    },
    noMatchTitle: { id: 'learning.course.noMatchTitle', defaultMessage: 'No module matches' },
    noMatchBody: {
      id: 'learning.course.noMatchBody',
      defaultMessage: 'Try other words, or clear the search and filters to see every module.',
    },
    clearFilters: {
      id: 'learning.course.clearFilters',
      defaultMessage: 'Clear search and filters',
    },
    noModulesTitle: { id: 'learning.course.noModulesTitle', defaultMessage: 'No modules yet' },
    noModulesBody: {
      id: 'learning.course.noModulesBody',
      defaultMessage: 'The modules of this course open on its start date. Check back then.',
    },
    dates: { id: 'learning.course.dates', defaultMessage: '{start} to {end}' },
  }),
);
