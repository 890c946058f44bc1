import type { ApiContext } from './context';

const bindings = new WeakMap<ApiContext, Map<unknown, unknown>>();

/**
 * `factory(context)`, made once per context: pages bind the factories they call when they load,
 * so the app's first page carries none of them, and every page shares one set.
 */
export function bindApi<Context extends ApiContext, Bound>(
  context: Context,
  factory: (context: Context) => Bound,
): Bound {
  let bound = bindings.get(context);
  if (!bound) {
    bound = new Map();
    bindings.set(context, bound);
  }
  if (!bound.has(factory)) bound.set(factory, factory(context));
  return bound.get(factory) as Bound;
}
