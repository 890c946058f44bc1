/**
 * A student's course runs on the dates of the cohort they take it with, not dates fixed on the
 * course: each enrollment in a course names that cohort. Enrollments made before name the cohort
 * of the student's latest completed application that holds the course, when there is one.
 */
export default `
ALTER TABLE course_enrollments ADD COLUMN cohort_id integer REFERENCES cohorts(id) ON DELETE SET NULL;
UPDATE course_enrollments ce SET cohort_id = (
  SELECT a.cohort_id FROM applications a
  JOIN cohort_courses cc ON cc.cohort_id = a.cohort_id AND cc.course_id = ce.course_id
  WHERE a.student_id = ce.student_id AND a.status = 'COMPLETE'
  ORDER BY a.submitted_at DESC NULLS LAST, a.id DESC LIMIT 1
);
`;
