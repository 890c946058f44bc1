/** The courses each cohort's students follow: completing an enrollment opens them. */
export default `
CREATE TABLE cohort_courses (
  cohort_id integer NOT NULL REFERENCES cohorts(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  PRIMARY KEY (cohort_id, course_id)
);
`;
