// Input filters: characters outside the allowed set are dropped as the user types or pastes.
// Letters are Unicode letters (with their combining marks) so accented Spanish names pass.

/** Letters and spaces only (names). */
export function lettersAndSpaces(input: string): string {
  return input.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** Letters and digits only (codes). */
export function lettersAndDigits(input: string): string {
  return input.replace(/[^\p{L}\p{M}\p{Nd}]/gu, '');
}

export type InputFilter = (input: string) => string;
