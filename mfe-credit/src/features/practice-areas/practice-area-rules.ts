// The practice-area flow (spec 2 §2, §4, §8): selectPracticeAreas -> followPracticeAreas; pure rules.

export type PracticeStep = 'selectPracticeAreas' | 'followPracticeAreas' | 'closed';
export const PRACTICE_STEP_TITLES = {
  selectPracticeAreas: 'Practice areas',
  followPracticeAreas: 'Would you like to follow this/these practice area(s)?',
} as const;

/** After selection: nothing new checked closes the flow, otherwise it asks to follow (S2-PRACTICE-02/03). */
export function afterSelection(
  checked: readonly number[],
  alreadyFollowing: readonly number[],
): PracticeStep {
  return checked.some((id) => !alreadyFollowing.includes(id)) ? 'followPracticeAreas' : 'closed';
}

/** 'You're now following ...': the names when there are up to 4, else 'the selected practice areas'. */
export function followingToast(names: readonly string[]): string {
  if (names.length === 0 || names.length > 4) return "You're now following the selected practice areas";
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return `You're now following ${list}`;
}

export const PRACTICE_FAILED_TOAST = 'Something went wrong';
/** Dismissed offers are not offered again (S2-PRACTICE-04). */
export const HANDLED_PRACTICE_KEY = 'cle-handled-practice-areas';
