// The design system knows no API's error keys: the app says which message a server error's key
// reads as, once, around its pages. Without it every server error reads as one generic message.
import { createContext, useContext, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The message for a server error's key (`undefined` when what failed carried none). */
export type ServerErrorMessage = (key: string | undefined) => MessageDescriptor;

const messages = defineMessages({
  failed: {
    id: 'ds.serverError.failed',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

const ServerErrorMessageContext = createContext<ServerErrorMessage>(() => messages.failed);

export interface ServerErrorMessageProviderProps {
  messageOf: ServerErrorMessage;
  children: ReactNode;
}

/** Gives the components inside (forms, data screens) the app's message for each error key. */
export function ServerErrorMessageProvider({
  messageOf,
  children,
}: ServerErrorMessageProviderProps) {
  return (
    <ServerErrorMessageContext.Provider value={messageOf}>
      {children}
    </ServerErrorMessageContext.Provider>
  );
}

export function useServerErrorMessage(): ServerErrorMessage {
  return useContext(ServerErrorMessageContext);
}
