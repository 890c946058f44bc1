import type { Stored } from '../data/views.js';
import type { Services } from '../services.js';

/** `Out` as a row builds it: each optional member may come as null (or undefined). */
export type Nullable<Out> = { [K in keyof Out]: Out[K] | null };

/**
 * Drops null and undefined members so optional contract fields are absent, not null. `Out` comes
 * from where the result goes (a view's declared return type), never from the argument, so the
 * object written here is checked against the contract's schema, misspelt members included.
 */
export function compact<Out>(value: NoInfer<Nullable<Out>>): Out {
  // A plain loop: this runs for every row of every list.
  const result: Record<string, unknown> = {};
  for (const key in value) {
    const v = value[key];
    if (v !== null && v !== undefined) result[key] = v;
  }
  return result as Out;
}

/** A request body's object as it is stored: the members sent as null (no value) left out. */
export function withoutNulls<Input extends object>(value: Input): Stored<Input> {
  return compact<Stored<Input>>(value as Nullable<Stored<Input>>);
}

export function today(services: Services): string {
  return new Date(services.clock.now()).toISOString().slice(0, 10);
}

export function nowIso(services: Services): string {
  return new Date(services.clock.now()).toISOString();
}
