/** What a field without a value shows, everywhere in the portal: a dash, in either language. */
export const NOT_GIVEN = '-';

/** The text, or the dash when it is empty (or only spaces). */
export function orNotGiven(value: string | null | undefined): string {
  return value?.trim() || NOT_GIVEN;
}
