import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

export const identityMessages = untypedMessages(
  defineMessages({
    firstName: { id: 'frame.identity.firstName', defaultMessage: 'First name' },
    middleName: { id: 'frame.identity.middleName', defaultMessage: 'Middle name' },
    lastName: { id: 'frame.identity.lastName', defaultMessage: 'Last name' },
    dateBirth: { id: 'frame.identity.dateBirth', defaultMessage: 'Date of birth' },
    mobilePhone: { id: 'frame.identity.mobilePhone', defaultMessage: 'Mobile phone' },
    homePhone: { id: 'frame.identity.homePhone', defaultMessage: 'Home phone' },
    workPhone: { id: 'frame.identity.workPhone', defaultMessage: 'Work phone' },
    address: { id: 'frame.identity.address', defaultMessage: 'Address' },
  }),
);
