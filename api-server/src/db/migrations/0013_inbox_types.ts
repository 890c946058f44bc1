/**
 * Notifications say what happened as a type and its facts, which the apps word in the reader's
 * language. Rows written before keep working as NOTICE, leading to the page they named or home;
 * their English subject and body stay in the table but are no longer sent.
 */
export default `
ALTER TABLE communication_intents
  ADD COLUMN type text NOT NULL DEFAULT 'NOTICE',
  ADD COLUMN parameters jsonb NOT NULL DEFAULT '{}';
ALTER TABLE communication_intents ALTER COLUMN type DROP DEFAULT;
ALTER TABLE communication_intents ALTER COLUMN subject DROP NOT NULL;
ALTER TABLE communication_intents ALTER COLUMN body DROP NOT NULL;
UPDATE communication_intents SET link = '/home' WHERE link IS NULL;
ALTER TABLE communication_intents ALTER COLUMN link SET NOT NULL;
`;
