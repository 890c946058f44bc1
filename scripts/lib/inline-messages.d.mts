import type { MessageFormatElement } from 'react-intl';
import type { Plugin } from 'vite';
export declare function compileMessage(text: string): MessageFormatElement[];
export declare function inlineMessages(
  code: string,
  file: string,
): { code: string; map: unknown } | undefined;
export declare function inlineMessagesPlugin(): Plugin;
