import { rosterOrg, rosterQuery, rosterUser, trackerUrl } from './roster-rules';

test('[S2-ROSTER-01] OrgId and UserId come from the address; the own organisation otherwise', () => {
  expect(rosterOrg('?OrgId=42&UserId=7', '9001')).toBe('42');
  expect(rosterOrg('', '9001')).toBe('9001');
  expect(rosterOrg('?OrgId=x', null)).toBeNull();
  expect(rosterUser('?UserId=7')).toBe(7);
  expect(rosterUser('?UserId=-1')).toBe(0);
});

test('[S2-API-64] [S2-API-68] [S2-ROSTER-10] zero-based server pages, shown 1-based; individualSk only when above 0', () => {
  expect(rosterQuery({ query: ' ann ', jurisdictions: ['132', '132:2'], page: 1 }, 0)).toEqual({
    page: 0,
    size: 20,
    query: 'ann',
    jurisdictions: ['132', '132:2'],
  });
  expect(rosterQuery({ query: '', jurisdictions: [], page: 3 }, 810001)).toEqual({
    page: 2,
    size: 20,
    individualSk: 810001,
  });
});

test('[S2-ROSTER-12] [S2-ROSTER-13] [S2-ROSTER-14] [S2-ROSTER-15] View opens the tracker with orgSk, individualSk and optionally region and openReminder', () => {
  expect(trackerUrl('9001', 810001)).toBe('/account/credit/credit-tracker?orgSk=9001&individualSk=810001');
  expect(trackerUrl('9001', 810001, { region: 132, openReminder: true })).toBe(
    '/account/credit/credit-tracker?orgSk=9001&individualSk=810001&region=132&openReminder=true',
  );
});
