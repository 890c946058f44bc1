import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const productMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.services.title', defaultMessage: 'Your services and products' },
    intro: {
      id: 'coach.services.intro',
      defaultMessage: 'What clients can buy from you. Published offers appear on your public page.',
    },
    loading: { id: 'coach.services.loading', defaultMessage: 'Loading your services' },
    add: { id: 'coach.services.add', defaultMessage: 'Add a service or product' },
    emptyTitle: { id: 'coach.services.empty.title', defaultMessage: 'Nothing on offer yet' },
    emptyBody: {
      id: 'coach.services.empty.body',
      defaultMessage:
        'Add your first service, such as a package of coaching sessions, so clients can book you.',
    },
    createTitle: { id: 'coach.services.create.title', defaultMessage: 'New service or product' },
    editTitle: { id: 'coach.services.edit.title', defaultMessage: 'Edit {title}' },
    editLabel: { id: 'coach.services.edit.label', defaultMessage: 'Edit {title}' },
    deleteLabel: { id: 'coach.services.delete.label', defaultMessage: 'Delete {title}' },
    deleteTitle: { id: 'coach.services.delete.title', defaultMessage: 'Delete {title}?' },
    deleteBody: {
      id: 'coach.services.delete.body',
      defaultMessage:
        'Clients will no longer see or buy it. Sessions already booked stay in your list.',
    },
    deleteConfirm: { id: 'coach.services.delete.confirm', defaultMessage: 'Delete' },
    created: { id: 'coach.services.created', defaultMessage: '{title} was added.' },
    updated: { id: 'coach.services.updated', defaultMessage: '{title} was saved.' },
    deleted: { id: 'coach.services.deleted', defaultMessage: '{title} was deleted.' },
    type: { id: 'coach.services.field.type', defaultMessage: 'Type' },
    titleField: { id: 'coach.services.field.title', defaultMessage: 'Title' },
    image: { id: 'coach.services.field.image', defaultMessage: 'Image' },
    imageHelp: {
      id: 'coach.services.field.imageHelp',
      defaultMessage: 'A photo or illustration clients see beside the title.',
    },
    currentImage: { id: 'coach.services.field.currentImage', defaultMessage: 'Current image' },
    description: { id: 'coach.services.field.description', defaultMessage: 'Description' },
    price: { id: 'coach.services.field.price', defaultMessage: 'Price' },
    priceHelp: { id: 'coach.services.field.priceHelp', defaultMessage: 'Zero makes it free.' },
    priceUnit: { id: 'coach.services.field.priceUnit', defaultMessage: 'Price per' },
    category: { id: 'coach.services.field.category', defaultMessage: 'Category' },
    categoryHelp: {
      id: 'coach.services.field.categoryHelp',
      defaultMessage: 'For example nutrition, sleep or stress.',
    },
    deliveryMode: { id: 'coach.services.field.deliveryMode', defaultMessage: 'Delivery' },
    location: { id: 'coach.services.field.location', defaultMessage: 'Address of the sessions' },
    locationHelp: {
      id: 'coach.services.field.locationHelp',
      defaultMessage: 'Where clients come for an in-person session; it goes in their booking.',
    },
    sessionCount: { id: 'coach.services.field.sessionCount', defaultMessage: 'Sessions included' },
    sessionDuration: {
      id: 'coach.services.field.sessionDuration',
      defaultMessage: 'Minutes per session',
    },
    published: {
      id: 'coach.services.field.published',
      defaultMessage: 'Show it on my public page',
    },
    sessionsSummary: {
      id: 'coach.services.sessionsSummary',
      defaultMessage:
        '{count, plural, one {# session} other {# sessions}} of {duration} min, {mode}',
    },
    draft: { id: 'coach.services.draft', defaultMessage: 'Not published' },
    publicListTitle: {
      id: 'coach.services.publicList.title',
      defaultMessage: 'What clients see',
    },
    publicListEmpty: {
      id: 'coach.services.publicList.empty',
      defaultMessage: 'Nothing is published yet.',
    },
    unitNONE: { id: 'coach.services.unit.NONE', defaultMessage: 'One-off price' },
    unitHOUR: { id: 'coach.services.unit.HOUR', defaultMessage: 'Hour' },
    unitSESSION: { id: 'coach.services.unit.SESSION', defaultMessage: 'Session' },
    unitMONTH: { id: 'coach.services.unit.MONTH', defaultMessage: 'Month' },
    unitPACKAGE: { id: 'coach.services.unit.PACKAGE', defaultMessage: 'Package' },
    perUnit: {
      id: 'coach.services.perUnit',
      defaultMessage:
        '{unit, select, HOUR {{price} per hour} SESSION {{price} per session} MONTH {{price} per month} PACKAGE {{price} per package} other {{price}}}',
    },
  }),
);
