import { COMPLIANCE_FIELDS, formatKeyOf, formatTypesFor } from './credit-enums';
import { complianceFieldsOf, earnMoreMatches, parseTrackerQuery } from './tracker-rules';
import { trackerEntry } from './tracker-fixtures';

describe('credit enums', () => {
  test('[S2-CONST-02] [S2-CONST-03] the program formats shown map to the credit rules’ format keys, and a query format opens earn more by them', () => {
    expect(['LiveInPerson', 'LiveWebcast', 'OnDemand'].map(formatKeyOf)).toEqual([
      'live',
      'live-webcast',
      'on-demand',
    ]);
    // a rules key passes as it is (lower case)
    expect(formatKeyOf('On-Demand')).toBe('on-demand');
    // the requirement's eligible format keys are the rules' ('Live', 'Live-webcast', 'On-Demand')
    const q = parseTrackerQuery('?invariantProgramFormat=LiveWebcast');
    expect(earnMoreMatches(q, [], ['Live', 'Live-webcast'])).toBe(true);
    expect(earnMoreMatches(q, [], ['Live', 'On-Demand'])).toBe(false);
    expect(earnMoreMatches(parseTrackerQuery('?invariantProgramFormat=OnDemand'), [], ['On-Demand'])).toBe(
      true,
    );
  });

  test('[S2-CONST-04] the program format types, and the ones each shown format searches', () => {
    // the three shown formats search all four format types
    expect(new Set(formatTypesFor(['LiveInPerson', 'LiveWebcast', 'OnDemand']))).toEqual(
      new Set(['Live Groupcast', 'Live Webcast', 'Live In-Person', 'On-Demand']),
    );
    expect(formatTypesFor(['LiveInPerson', 'OnDemand', 'Podcast'])).toEqual([
      'Live In-Person',
      'Live Groupcast',
      'On-Demand',
    ]);
  });

  test('[S2-CONST-05] the compliance fields, and the ones a license has on file', () => {
    expect(COMPLIANCE_FIELDS.map((f) => f.key)).toEqual([
      'group',
      'birthMonthDay',
      'admitDateYear',
      'startEndDate',
    ]);
    expect(complianceFieldsOf(trackerEntry())).toEqual(['group', 'birthMonthDay', 'admitDateYear']);
    const userSet = trackerEntry({ complianceGroup_SK: null });
    userSet.jurisdiction.clePeriod.isUserSet = true;
    userSet.jurisdiction.userComplianceInformation = { admitDate: null, birthDate: null };
    expect(complianceFieldsOf(userSet)).toEqual(['startEndDate']);
  });
});
