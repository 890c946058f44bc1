// What a rule's refusal carries, for the tests of the rules and of the API that answers with them.
import { RuleRefusal } from '../refusal';

/** The refusal a rule throws; fails when it throws nothing or something else. */
export function refusal(run: () => unknown): RuleRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What a refusal carries, to match with `toMatchObject`. */
export const refused = (key: string, message: string, status: number) => ({
  key,
  message,
  status,
});
