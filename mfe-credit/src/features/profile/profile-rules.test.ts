import { draftOf, isCreditTrackerKey, profileChanges, profileErrors } from './profile-rules';
import { memberProfile } from '@cle/testing/fixtures';

const saved = memberProfile();

test('names are required ("Required", spec 2 §5)', () => {
  expect(profileErrors({ ...draftOf(saved), family_name: ' ' })).toEqual({ family_name: 'Required' });
  expect(profileErrors(draftOf(saved))).toEqual({});
});

test('only changes go to PUT /user/profile; none means no call', () => {
  expect(profileChanges(saved, draftOf(saved))).toBeNull();
  expect(profileChanges(saved, { ...draftOf(saved), family_name: 'Smith ', contentOptOut: [] })).toEqual({
    family_name: 'Smith',
    contentOptOut: [],
  });
});

test('[S3-API-03] a saved profile invalidates every credit-tracker cache key', () => {
  expect(isCreditTrackerKey('/credit-tracker')).toBe(true);
  expect(isCreditTrackerKey(['/credit-tracker/providers', 'x'])).toBe(true);
  expect(isCreditTrackerKey('/user/licenses')).toBe(false);
});
