/**
 * What the pages read on every visit, made cheap. Each course keeps its module count (the course
 * list need not count a 2,000-module course), and version stamps change whenever a course's
 * modules or a student's progress and bookmarks in it change, so a module list built earlier can
 * be reused while its stamps still match; all kept up to date by the database itself. Payments
 * still being processed are found without scanning a plan's history, and the sessions revoked
 * lately without scanning every refresh token.
 */
export default `
ALTER TABLE courses
  ADD COLUMN module_count integer NOT NULL DEFAULT 0,
  ADD COLUMN content_version bigint NOT NULL DEFAULT 0;

UPDATE courses c SET module_count = (SELECT count(*) FROM modules m WHERE m.course_id = c.id);

ALTER TABLE course_enrollments ADD COLUMN learning_version bigint NOT NULL DEFAULT 0;

CREATE INDEX refresh_tokens_revoked ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX payments_in_progress ON payments (plan_id, created_at) WHERE status = 'IN_PROGRESS';

CREATE FUNCTION modules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses SET module_count = module_count + 1, content_version = content_version + 1
    WHERE id = NEW.course_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE courses SET module_count = module_count - 1, content_version = content_version + 1
    WHERE id = OLD.course_id;
  ELSIF OLD.course_id <> NEW.course_id THEN
    UPDATE courses SET module_count = module_count - 1, content_version = content_version + 1
    WHERE id = OLD.course_id;
    UPDATE courses SET module_count = module_count + 1, content_version = content_version + 1
    WHERE id = NEW.course_id;
  ELSE
    UPDATE courses SET content_version = content_version + 1 WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER modules_changed AFTER INSERT OR UPDATE OR DELETE ON modules
  FOR EACH ROW EXECUTE FUNCTION modules_changed();

CREATE FUNCTION learning_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  UPDATE course_enrollments SET learning_version = learning_version + 1
  WHERE student_id = changed.student_id
    AND course_id = (SELECT course_id FROM modules WHERE id = changed.module_id);
  RETURN NULL;
END $$;

CREATE TRIGGER module_progress_changed AFTER INSERT OR UPDATE OR DELETE ON module_progress
  FOR EACH ROW EXECUTE FUNCTION learning_changed();
CREATE TRIGGER module_bookmarks_changed AFTER INSERT OR UPDATE OR DELETE ON module_bookmarks
  FOR EACH ROW EXECUTE FUNCTION learning_changed();
`;
