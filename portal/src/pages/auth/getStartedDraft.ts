import { languageValues } from '@hci/api-schema';
import * as z from 'zod/mini';

const key = 'hci.getStarted';

// Loose on purpose: a draft holds half-typed answers, which the form validates on Next.
const draftSchema = z.object({
  step: z.enum(['program', 'password']),
  program: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    languageIso2LetterCode: z.enum(languageValues),
    programTrack: z.string(),
    startDate: z.string(),
    graduationDate: z.string(),
  }),
});
export type GetStartedDraft = z.output<typeof draftSchema>;

/**
 * The program answers of /get-started and the step reached, so that a reload loses nothing; never
 * the password. Kept in the tab's session storage: it ends with the tab, and another tab starts
 * afresh.
 */
export const getStartedDraft = {
  read(): GetStartedDraft | undefined {
    const raw = globalThis.sessionStorage?.getItem(key);
    if (!raw) return undefined;
    try {
      const parsed = draftSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  save(draft: GetStartedDraft) {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(draft));
  },
  clear() {
    globalThis.sessionStorage?.removeItem(key);
  },
};
