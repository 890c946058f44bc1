import { optionalText, rules, textSchema, type Rule } from '@hci/design-system';

/** A web link checked as it is sent: `www.example.org` with the `https://` it gets. */
export const webLinkSchema = (...linkRules: Rule<string>[]) =>
  textSchema(...linkRules.map((rule) => (value: string) => rule(rules.withWebScheme(value))));

/** A web link as it is sent: null when empty, a bare domain with its `https://`. */
export const sentWebLink = (value: string) => optionalText(rules.withWebScheme(value));
