// The design system knows no API's error keys: the app says which message a server error's key
// reads as, once, around its pages. Without it every server error reads as one generic message.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The message for a server error's key (`undefined` when what failed carried none). */
export type ServerErrorMessage = (key: string | undefined) => MessageDescriptor;

const messages = defineMessages({
  failed: {
    id: 'ds.serverError.failed',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

const generic: ServerErrorMessage = () => messages.failed;

interface ServerErrorMessages {
  messageOf: ServerErrorMessage;
  /** The app's messages once they are all there (an app may load them on demand). */
  load: () => Promise<ServerErrorMessage>;
}

const ServerErrorMessageContext = createContext<ServerErrorMessages>({
  messageOf: generic,
  load: () => Promise.resolve(generic),
});

export interface ServerErrorMessageProviderProps {
  messageOf: ServerErrorMessage;
  /**
   * For an app that loads its messages on demand: resolves to them once loaded. A form awaits it
   * before saying what a failed submit's error was.
   */
  load?: () => Promise<ServerErrorMessage>;
  children: ReactNode;
}

/** Gives the components inside (forms, data screens) the app's message for each error key. */
export function ServerErrorMessageProvider({
  messageOf,
  load,
  children,
}: ServerErrorMessageProviderProps) {
  const value = useMemo(
    () => ({ messageOf, load: load ?? (() => Promise.resolve(messageOf)) }),
    [messageOf, load],
  );
  return (
    <ServerErrorMessageContext.Provider value={value}>
      {children}
    </ServerErrorMessageContext.Provider>
  );
}

export function useServerErrorMessage(): ServerErrorMessage {
  return useContext(ServerErrorMessageContext).messageOf;
}

/** Resolves to the app's messages for server errors once they are loaded. */
export function useServerErrorMessageLoader(): () => Promise<ServerErrorMessage> {
  return useContext(ServerErrorMessageContext).load;
}
