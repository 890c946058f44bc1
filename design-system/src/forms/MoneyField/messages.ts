import { defineMessages } from 'react-intl';

/** Why the money field cannot take what was typed; each says how to type it instead. */
export const moneyFieldMessages = defineMessages<{
  ambiguous: { typed: string; first: string; second: string; example: string };
  unreadable: { typed: string; example: string };
}>({
  ambiguous: {
    id: 'ds.moneyField.ambiguous',
    defaultMessage:
      '{typed} could mean {first} or {second}. To make it clear, type the cents after the decimal point, as in {example}.',
  },
  unreadable: {
    id: 'ds.moneyField.unreadable',
    defaultMessage: '{typed} cannot be read as an amount. Type it like {example}.',
  },
});
