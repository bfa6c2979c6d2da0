import { CREDIT_TRACKER_PATH, creditTrackerLink } from './site';

describe('site links', () => {
  test('[S1-ROUTES-25] the credit tracker link is /account/credit/credit-tracker?region={creditRegion}', () => {
    expect(CREDIT_TRACKER_PATH).toBe('/account/credit/credit-tracker');
    expect(creditTrackerLink(132)).toBe('/account/credit/credit-tracker?region=132');
    expect(creditTrackerLink('7')).toBe('/account/credit/credit-tracker?region=7');
    // a region value never adds parameters of its own
    expect(creditTrackerLink('1&orgSk=2')).toBe('/account/credit/credit-tracker?region=1%26orgSk%3D2');
  });
});
