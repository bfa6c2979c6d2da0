import {
  creditTypeSearchUrl,
  formatCredits,
  formatEvery,
  formatHours,
  formatPeriod,
  formatProgramCount,
  initialTabIndex,
  licenseNumberRule,
  orderCreditTypes,
  parsePreselectTab,
  parseRegionSk,
  restoredUrl,
  shareEmailHref,
  URL_RESTORE_DELAY_MS,
} from './credit-info-rules';

const groups = [
  { sk: 1, longDescription: 'Experienced Attorney' },
  { sk: 2, longDescription: 'Newly Admitted Attorney' },
];
const params = (qs: string) => new URLSearchParams(qs);

describe('preselectTab (spec 2 §2 credit-info pages)', () => {
  test('[S2-CREDITINFO-10] preselectTab defaults to true when the parameter is absent', () => {
    expect(parsePreselectTab(params(''))).toBe(true);
    expect(parsePreselectTab(params('other=1'))).toBe(true);
  });

  test('[S2-CREDITINFO-10] [S2-CREDITINFO-12] only an explicit false turns preselection off', () => {
    expect(parsePreselectTab(params('preselectTab=false'))).toBe(false);
    expect(parsePreselectTab(params('preselectTab=FALSE'))).toBe(false);
    expect(parsePreselectTab(params('preselectTab=0'))).toBe(false);
    expect(parsePreselectTab(params('preselectTab=true'))).toBe(true);
    expect(parsePreselectTab(params('preselectTab='))).toBe(true);
  });

  test('[S2-CREDITINFO-11] with preselectTab true the tab of the saved special status is selected', () => {
    expect(initialTabIndex(groups, 2, true)).toBe(1);
    expect(initialTabIndex(groups, 1, true)).toBe(0);
  });

  test('[S2-CREDITINFO-12] with preselectTab false the saved special status does not select a tab', () => {
    expect(initialTabIndex(groups, 2, false)).toBe(0);
  });

  test('[S2-CREDITINFO-07] [S2-CREDITINFO-11] no saved status (anonymous) or an unknown one opens the first tab', () => {
    expect(initialTabIndex(groups, null, true)).toBe(0);
    expect(initialTabIndex(groups, 99, true)).toBe(0);
  });
});

describe('URL restore (spec 2 §9)', () => {
  test('[S2-CREDITINFO-13] the restore delay is 500 ms', () => {
    expect(URL_RESTORE_DELAY_MS).toBe(500);
  });

  test('[S2-CREDITINFO-13] restores the canonical path, keeping query and hash', () => {
    expect(
      restoredUrl('/credit-info/new-york', {
        pathname: '/credit-info/New-York/',
        search: '?preselectTab=false',
        hash: '#requirements',
      }),
    ).toBe('/credit-info/new-york?preselectTab=false#requirements');
    expect(
      restoredUrl('/credit-info/new-york', { pathname: '/credit-info/new-york', search: '', hash: '' }),
    ).toBe(null);
  });

  test('[S2-CREDITINFO-13] leaves the address of another page alone', () => {
    const at = (pathname: string) => restoredUrl('/credit-info/new-york', { pathname, search: '', hash: '' });
    expect(at('/podcasts')).toBe(null);
    expect(at('/credit-info/new-jersey')).toBe(null);
    expect(at('/credit-info/New%20York')).toBe(null);
    expect(at('/credit-info/NEW-YORK')).toBe('/credit-info/new-york');
    expect(at('/credit-info/new%2Dyork/')).toBe('/credit-info/new-york');
    expect(at('/credit-info/%E0%A4%A')).toBe(null);
  });
});

describe('credit hours and counts (spec 2 §9)', () => {
  test('[S2-CONST-07] credits are rounded to 2 decimals for display', () => {
    expect(formatCredits(1.005)).toBe('1.01');
    expect(formatCredits(2.3333)).toBe('2.33');
    expect(formatCredits(12)).toBe('12');
    expect(formatCredits(1.5)).toBe('1.5');
    expect(formatCredits(0.25)).toBe('0.25');
  });

  test('[S2-CONST-07] hours read "1 hour" or "n hours"', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(36)).toBe('36 hours');
    expect(formatHours(1.5)).toBe('1.5 hours');
    expect(formatHours(1.004)).toBe('1 hour');
  });

  test('[S2-CREDITINFO-04] the compliance period reads in years', () => {
    expect(formatPeriod(1)).toBe('1 year');
    expect(formatPeriod(3)).toBe('3 years');
    expect(formatEvery(1)).toBe('every year');
    expect(formatEvery(2)).toBe('every 2 years');
  });

  test('[S2-CREDITINFO-08] program counts are grouped by thousands', () => {
    expect(formatProgramCount(1)).toBe('1 program');
    expect(formatProgramCount(1244)).toBe('1,244 programs');
  });
});

describe('region key and side panel text', () => {
  test('[S2-CREDITINFO-01] reads the region key of the CMS page', () => {
    expect(parseRegionSk(132)).toBe(132);
    expect(parseRegionSk('132')).toBe(132);
    expect(parseRegionSk(undefined)).toBeNull();
    expect(parseRegionSk('')).toBeNull();
    expect(parseRegionSk('ny')).toBeNull();
    expect(parseRegionSk(-4)).toBeNull();
    expect(parseRegionSk(1.5)).toBeNull();
  });

  test("[S2-CREDITINFO-04] the license-number rule names the jurisdiction's number", () => {
    expect(licenseNumberRule(true, 'Bar number')).toBe('Bar number required when you add this license.');
    expect(licenseNumberRule(false, null)).toBe('License number optional when you add this license.');
  });
});

describe('topic links (credit types offered)', () => {
  const credits = [
    { typeSK: 1, typeCode: 'GEN', typeTitle: 'General', creditOffered: 1244 },
    { typeSK: 3, typeCode: 'DIV', typeTitle: 'Diversity', creditOffered: 38 },
    { typeSK: 7, typeCode: 'CYB', typeTitle: 'Cybersecurity', creditOffered: 23 },
    { typeSK: 2, typeCode: 'ETH', typeTitle: 'Ethics', creditOffered: 422 },
    { typeSK: 99, typeCode: null, typeTitle: 'Unknown', creditOffered: 500 },
  ];

  test('[S2-CREDITINFO-08] required credit types come first, then the rest by programs offered', () => {
    expect(orderCreditTypes(credits, ['ETH', 'CYB']).map((c) => c.typeCode)).toEqual([
      'ETH',
      'CYB',
      'GEN',
      'DIV',
    ]);
    expect(orderCreditTypes(credits, []).map((c) => c.typeCode)).toEqual(['GEN', 'ETH', 'DIV', 'CYB']);
  });

  test('[S2-OTHER-06] [S2-CREDITINFO-08] each link searches the jurisdiction and the credit type', () => {
    expect(creditTypeSearchUrl('NY', 'ETH')).toBe('/search?query=&jurisdictions=NY&creditType=ETH');
  });
});

test('[S2-CREDITINFO-06] the email share link carries the page title and address', () => {
  expect(
    shareEmailHref('New York Attorney CLE Requirements', 'http://localhost:3000/credit-info/new-york'),
  ).toBe(
    'mailto:?subject=New%20York%20Attorney%20CLE%20Requirements&body=http%3A%2F%2Flocalhost%3A3000%2Fcredit-info%2Fnew-york',
  );
});
