// From form values to a request body. An optional field left empty is sent as null, "no value":
// on an update that clears what was stored, where leaving the field out would keep it.

/** A typed text as the API wants it: trimmed, or null when nothing is typed. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The object without its undefined parts, so they are left out of the body. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;
}

/** A comma-separated list as typed (`yoga, sleep`): its items trimmed, the empty ones dropped. */
export function textList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
