/**
 * An award is stored as what it is for (kind) and its facts (params), and worded by the apps in the
 * reader's language, like every other text the system writes. Every award stored before came from
 * the demo data, whose titles are matched here.
 */
export default `
ALTER TABLE awards ADD COLUMN kind text, ADD COLUMN params jsonb NOT NULL DEFAULT '{}';
UPDATE awards SET kind = CASE title
    WHEN 'First steps' THEN 'FIRST_MODULE'
    WHEN 'Week one wonder' THEN 'WEEK_COMPLETED'
    WHEN 'Bookworm' THEN 'MODULES_BOOKMARKED'
    WHEN 'Halfway there' THEN 'PROGRAM_HALFWAY'
    WHEN 'Circle leader' THEN 'CIRCLE_LED'
    WHEN 'Graduate' THEN 'PROGRAM_COMPLETED'
  END,
  params = CASE title
    WHEN 'Week one wonder' THEN jsonb_build_object('week', 1)
    WHEN 'Bookworm' THEN jsonb_build_object('count', 5)
    ELSE '{}'
  END;
DELETE FROM awards WHERE kind IS NULL;
ALTER TABLE awards ALTER COLUMN kind SET NOT NULL,
  DROP COLUMN title, DROP COLUMN description, DROP COLUMN criteria;
`;
