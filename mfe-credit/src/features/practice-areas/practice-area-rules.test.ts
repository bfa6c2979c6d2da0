import {
  afterSelection,
  followingToast,
  PRACTICE_FAILED_TOAST,
  PRACTICE_STEP_TITLES,
} from './practice-area-rules';

describe('practice-area flow', () => {
  test('[S2-PRACTICE-01] [S2-PRACTICE-02] select, then follow', () => {
    expect(PRACTICE_STEP_TITLES.selectPracticeAreas).toBe('Practice areas');
    expect(PRACTICE_STEP_TITLES.followPracticeAreas).toBe(
      'Would you like to follow this/these practice area(s)?',
    );
    expect(afterSelection([1, 2], [1])).toBe('followPracticeAreas');
  });

  test('[S2-PRACTICE-03] nothing new checked closes the flow', () => {
    expect(afterSelection([1], [1])).toBe('closed');
    expect(afterSelection([], [])).toBe('closed');
  });

  test("[S2-TOAST-31] [S2-TOAST-32] [S2-TOAST-26] 'You're now following ...' names up to 4", () => {
    expect(followingToast(['Tax Law'])).toBe("You're now following Tax Law");
    expect(followingToast(['A', 'B', 'C', 'D'])).toBe("You're now following A, B, C and D");
    expect(followingToast(['A', 'B', 'C', 'D', 'E'])).toBe(
      "You're now following the selected practice areas",
    );
    expect(PRACTICE_FAILED_TOAST).toBe('Something went wrong');
  });
});
