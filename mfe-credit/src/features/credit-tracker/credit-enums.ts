// The credit enums of spec 2 §3 and §9 as the tracker uses them: program formats (the values of the
// tracker's invariantProgramFormat parameter and the earn-more search), how they map to the credit rules'
// format keys and the catalogue's format types, and the compliance fields a period can follow.

/** S2-CONST-02: the program formats shown (invariantProgramFormat values). */
const PROGRAM_FORMATS = ['LiveInPerson', 'LiveWebcast', 'OnDemand'] as const;
export type ProgramFormat = (typeof PROGRAM_FORMATS)[number];

/** S2-CONST-03: the live format mapping, to the credit rules' format keys (lower case). */
const LIVE_FORMAT_MAPPING: Record<ProgramFormat, string> = {
  LiveWebcast: 'live-webcast',
  LiveInPerson: 'live',
  OnDemand: 'on-demand',
};

/** S2-CONST-04: the program format types, as the catalogue and the search's format facet name them. */
export type ProgramFormatType = 'Live Groupcast' | 'Live Webcast' | 'Live In-Person' | 'On-Demand';

/** The format types one shown format searches: a groupcast is a live program in a room. */
const FORMAT_TYPES_OF: Record<ProgramFormat, ProgramFormatType[]> = {
  LiveInPerson: ['Live In-Person', 'Live Groupcast'],
  LiveWebcast: ['Live Webcast'],
  OnDemand: ['On-Demand'],
};

const isProgramFormat = (v: string): v is ProgramFormat => (PROGRAM_FORMATS as readonly string[]).includes(v);

/**
 * The credit rules' format key of a query value: a shown format by the mapping ('LiveWebcast' ->
 * 'live-webcast'), else the value itself in lower case (a rules key such as 'On-Demand' as it is).
 */
export const formatKeyOf = (value: string) =>
  isProgramFormat(value) ? LIVE_FORMAT_MAPPING[value] : value.toLowerCase();

/** The search's format facet values for the query's formats (unknown values search nothing extra). */
export const formatTypesFor = (formats: readonly string[]): ProgramFormatType[] => [
  ...new Set(formats.filter(isProgramFormat).flatMap((f) => FORMAT_TYPES_OF[f])),
];

/** S2-CONST-05: the compliance fields a jurisdiction's period can follow (spec 2 §3 credit enums). */
export const COMPLIANCE_FIELDS = [
  { key: 'group', label: 'Compliance group' },
  { key: 'birthMonthDay', label: 'Birth month and day' },
  { key: 'admitDateYear', label: 'Admission date or year' },
  { key: 'startEndDate', label: 'Compliance period start and end date' },
] as const;
export type ComplianceField = (typeof COMPLIANCE_FIELDS)[number]['key'];
