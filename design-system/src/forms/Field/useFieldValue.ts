import { useState } from 'react';

/** A value the parent may control (`value`) or leave to the field (`defaultValue`). */
export function useFieldValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  return [
    controlled ? value : own,
    (next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
  ];
}
