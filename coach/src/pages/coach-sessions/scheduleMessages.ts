import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const scheduleEditorMessages = untypedMessages(
  defineMessages({
    intro: {
      id: 'coach.schedule.editor.intro',
      defaultMessage:
        'Clients can book your services in these hours. Add, change or remove hours for each day, then save.',
    },
    noHours: { id: 'coach.schedule.editor.noHours', defaultMessage: 'Not available' },
    window: {
      id: 'coach.schedule.editor.window',
      defaultMessage: '{day}, hours {number}',
    },
    start: { id: 'coach.schedule.editor.start', defaultMessage: 'From' },
    end: { id: 'coach.schedule.editor.end', defaultMessage: 'To' },
    add: { id: 'coach.schedule.editor.add', defaultMessage: 'Add hours on {day}' },
    remove: {
      id: 'coach.schedule.editor.remove',
      defaultMessage: 'Remove {day} hours {number}',
    },
    removeShort: { id: 'coach.schedule.editor.removeShort', defaultMessage: 'Remove' },
    addShort: { id: 'coach.schedule.editor.addShort', defaultMessage: 'Add hours' },
    overlap: {
      id: 'coach.schedule.editor.overlap',
      defaultMessage: 'These hours overlap other hours of the same day.',
    },
    save: { id: 'coach.schedule.editor.save', defaultMessage: 'Save schedule' },
    saved: {
      id: 'coach.schedule.editor.saved',
      defaultMessage: 'Your schedule has been saved.',
    },
    weeklyHeading: { id: 'coach.schedule.weekly', defaultMessage: 'Weekly hours' },
    zoneHeading: { id: 'coach.schedule.editor.zoneHeading', defaultMessage: 'Time zone' },
    zone: { id: 'coach.schedule.editor.zone', defaultMessage: 'Your hours are in' },
    zoneHelp: {
      id: 'coach.schedule.editor.zoneHelp',
      defaultMessage: 'Your hours keep their clock time when the clocks change.',
    },
    copy: {
      id: 'coach.schedule.editor.copy',
      defaultMessage: 'Copy to weekdays: {day} hours',
    },
    copyShort: { id: 'coach.schedule.editor.copyShort', defaultMessage: 'Copy to weekdays' },
    copyTitle: {
      id: 'coach.schedule.editor.copyTitle',
      defaultMessage: 'Copy {day} hours to every weekday?',
    },
    copyBody: {
      id: 'coach.schedule.editor.copyBody',
      defaultMessage:
        'Monday to Friday get {day} hours in place of their own; Saturday and Sunday keep theirs. Nothing is saved until you save the schedule.',
    },
    copyConfirm: { id: 'coach.schedule.editor.copyConfirm', defaultMessage: 'Replace hours' },
    copied: {
      id: 'coach.schedule.editor.copied',
      defaultMessage: '{day} hours copied to Monday to Friday.',
    },
    settingsHeading: {
      id: 'coach.schedule.editor.settingsHeading',
      defaultMessage: 'Booking settings',
    },
    settingsIntro: {
      id: 'coach.schedule.editor.settingsIntro',
      defaultMessage: 'How clients can book your free times.',
    },
    notice: { id: 'coach.schedule.editor.notice', defaultMessage: 'Minimum notice' },
    buffer: { id: 'coach.schedule.editor.buffer', defaultMessage: 'Free time between sessions' },
    dailyLimit: { id: 'coach.schedule.editor.dailyLimit', defaultMessage: 'Sessions a day' },
    noLimit: { id: 'coach.schedule.editor.noLimit', defaultMessage: 'No limit' },
    sessionsADay: {
      id: 'coach.schedule.editor.sessionsADay',
      defaultMessage: '{count, plural, one {# session} other {# sessions}}',
    },
    byDefault: { id: 'coach.schedule.editor.byDefault', defaultMessage: '{value} (default)' },
    overridesHeading: {
      id: 'coach.schedule.editor.overridesHeading',
      defaultMessage: 'Dates with their own hours and time off',
    },
    overridesIntro: {
      id: 'coach.schedule.editor.overridesIntro',
      defaultMessage:
        'On these dates their own hours replace the weekly ones; a date without hours is a day off.',
    },
    noOverrides: {
      id: 'coach.schedule.editor.noOverrides',
      defaultMessage: 'Every date follows your weekly hours.',
    },
    overrideDate: { id: 'coach.schedule.editor.overrideDate', defaultMessage: 'Date {number}' },
    dayOff: { id: 'coach.schedule.editor.dayOff', defaultMessage: 'Day off' },
    overrideHours: {
      id: 'coach.schedule.editor.overrideHours',
      defaultMessage: 'Date {number}, hours {hours}',
    },
    removeOverrideHours: {
      id: 'coach.schedule.editor.removeOverrideHours',
      defaultMessage: 'Remove date {number} hours {hours}',
    },
    addOverrideHours: {
      id: 'coach.schedule.editor.addOverrideHours',
      defaultMessage: 'Add hours on date {number}',
    },
    removeOverride: {
      id: 'coach.schedule.editor.removeOverride',
      defaultMessage: 'Remove date {number}',
    },
    addOverride: { id: 'coach.schedule.editor.addOverride', defaultMessage: 'Add a date' },
    dateTwice: {
      id: 'coach.schedule.editor.dateTwice',
      defaultMessage: 'This date is already in the list.',
    },
    fix: {
      id: 'coach.schedule.editor.fix',
      defaultMessage: 'Some hours need fixing before they can be saved.',
    },
  }),
);
