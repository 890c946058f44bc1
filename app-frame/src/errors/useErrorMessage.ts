import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessage';

/** Translates a server error key (unknown keys read as the default error). */
export function useErrorMessage(): (key: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback((key) => intl.formatMessage(errorMessage(key)), [intl]);
}
