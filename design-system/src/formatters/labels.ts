// Labels for enum values, and full names joined from their parts.

/** `PREFER_NOT_TO_SAY` → `Prefer not to say`: underscores to spaces, sentence case. */
export function enumLabel(value: string): string {
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Name parts joined with single spaces, empty parts skipped. */
export function joinName(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
