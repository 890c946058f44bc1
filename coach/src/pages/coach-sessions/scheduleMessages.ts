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
    save: { id: 'coach.schedule.editor.save', defaultMessage: 'Save weekly hours' },
    saved: {
      id: 'coach.schedule.editor.saved',
      defaultMessage: 'Your weekly hours have been saved.',
    },
    fix: {
      id: 'coach.schedule.editor.fix',
      defaultMessage: 'Some hours need fixing before they can be saved.',
    },
  }),
);
