import { refuse } from './refusal';

/** A student's or a coach's records are theirs alone: naming someone else's is refused. */
export function checkOwnRecord(own: boolean): asserts own {
  if (!own) throw refuse('forbidden', 'This record belongs to someone else', 403);
}
