import { formatContentDate, isFollowing, robotsFor } from './faculty-rules';

test('[S2-FACULTY-08] noindex unless visibility status is 1', () => {
  expect(robotsFor(1)).toBe('index');
  expect(robotsFor(0)).toBe('noindex');
  expect(robotsFor(2)).toBe('noindex');
});

test('[S2-FACULTY-09] [S2-FACULTY-10] following is membership of the followed ids; anonymous follows nobody', () => {
  expect(isFollowing([4, 9], 9)).toBe(true);
  expect(isFollowing([4], 9)).toBe(false);
  expect(isFollowing(undefined, 9)).toBe(false);
});

test('content dates read as the site writes them', () => {
  expect(formatContentDate('2027-03-04')).toBe('March 4, 2027');
  expect(formatContentDate(null)).toBeNull();
});
