/** Up to two initials from a person's name: first and last name parts, upper-cased. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return [first, last]
    .filter((part): part is string => part !== undefined)
    .map((part) => [...part][0]?.toLocaleUpperCase() ?? '')
    .join('');
}
