// Errors the API returns (`{ key, status, message, fields? }`, see the shared contract).
export interface ServerError {
  key: string;
  status?: number;
  fields?: readonly ServerFieldError[];
}

/** A field the API refused: where, and for a broken field rule, which one and its values. */
export interface ServerFieldError {
  path: string;
  message?: string;
  /** The rule's name, that of its validation message (`atLeastOneWord`). */
  rule?: string;
  values?: Record<string, string | number>;
}

/** The API error carried by a thrown value: the body itself, or a wrapper's `body`/`error`. */
export function serverErrorOf(thrown: unknown): ServerError | undefined {
  const candidates = [
    thrown,
    (thrown as { body?: unknown })?.body,
    (thrown as { error?: unknown })?.error,
  ];
  return candidates.find(
    (candidate): candidate is ServerError =>
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as { key?: unknown }).key === 'string',
  );
}
