// A step between the date field and its calendar. Beside each on-demand import a bundler lists
// the files the imported chunk needs, to fetch them together; imported from here, the calendar's
// list sits in this small chunk, fetched for a field with a calendar only, and not in every form
// with a date field (a birth date).
export const loadCalendar = () => import('./DateFieldCalendar');
