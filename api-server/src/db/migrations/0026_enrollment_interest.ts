/**
 * What a student said on signing up they want to study and when (a program track, the start and
 * graduation dates they hope for): the enrollment's course step starts from it. None for students
 * who signed up before it was kept.
 */
export default `
ALTER TABLE students ADD COLUMN interest_program_track text;
ALTER TABLE students ADD COLUMN interest_start_date date;
ALTER TABLE students ADD COLUMN interest_graduation_date date;
`;
