import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const commonMessages = untypedMessages(
  defineMessages({
    save: { id: 'coach.common.save', defaultMessage: 'Save' },
    saveChanges: { id: 'coach.common.saveChanges', defaultMessage: 'Save changes' },
    cancel: { id: 'coach.common.cancel', defaultMessage: 'Cancel' },
    edit: { id: 'coach.common.edit', defaultMessage: 'Edit' },
    delete: { id: 'coach.common.delete', defaultMessage: 'Delete' },
    continue: { id: 'coach.common.continue', defaultMessage: 'Continue' },
    saved: { id: 'coach.common.saved', defaultMessage: 'Saved.' },
    deleted: { id: 'coach.common.deleted', defaultMessage: 'Deleted.' },
    timesIn: { id: 'coach.common.timesIn', defaultMessage: 'Times are in {zone}.' },
  }),
);
