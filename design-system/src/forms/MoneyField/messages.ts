import { defineMessages } from 'react-intl';

/** Why the money field cannot take what was typed; each says how to type it instead. */
export const moneyFieldMessages = defineMessages<{
  ambiguous: {
    typed: string;
    first: string;
    second: string;
    firstAmount: string;
    secondAmount: string;
  };
  unreadable: { typed: string; example: string };
}>({
  ambiguous: {
    id: 'ds.moneyField.ambiguous',
    defaultMessage:
      '{typed} could mean {first} or {second}. Type it with the cents, as {firstAmount} or {secondAmount}.',
  },
  unreadable: {
    id: 'ds.moneyField.unreadable',
    defaultMessage: '{typed} cannot be read as an amount. Type it like {example}.',
  },
});
