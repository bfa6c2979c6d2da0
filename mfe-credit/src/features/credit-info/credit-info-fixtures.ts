// A jurisdiction's answers as the API gives them (values from the seeded catalogue), for the page's tests.
import type { CreditInfo, CreditInfoExtended } from '@cle/contracts/credit-schemas';

// The shape GET /cle/credit-info/132/all answers with (values from the seeded catalogue).
export const NY: CreditInfo = {
  regionSk: 132,
  code: 'NY',
  name: 'New York',
  stateName: 'New York',
  longDescription: 'New York Attorney CLE Requirements',
  creditClass: 'Attorney',
  statusDescription: 'Mandatory CLE',
  hasMandatoryCle: true,
  totalHours: 36,
  periodYears: 3,
  reporting: 'Attorney certifies on registration',
  isLicenseNumberRequired: true,
  creditRegionLicenseNumberName: 'License number',
  complianceGroups: [
    { sk: 1, longDescription: 'Experienced Attorney' },
    { sk: 2, longDescription: 'Newly Admitted Attorney' },
  ],
  requirements: [
    {
      heading: 'Total credits',
      explanatoryText: 'Complete 36 hours each 3-year compliance period.',
      required: 36,
      requirementType: 'Total',
      requirementKeys: [],
      creditTypeDescription: null,
    },
    {
      heading: 'Ethics',
      explanatoryText: 'At least 3 hours must be in ethics and professional responsibility.',
      required: 3,
      requirementType: 'CreditType',
      requirementKeys: ['ETH'],
      creditTypeDescription: 'Ethics',
    },
  ],
  credits: [
    { typeSK: 1, typeCode: 'GEN', typeTitle: 'General', creditOffered: 1244 },
    { typeSK: 2, typeCode: 'ETH', typeTitle: 'Ethics', creditOffered: 422 },
    { typeSK: 3, typeCode: 'DIV', typeTitle: 'Diversity', creditOffered: 38 },
    { typeSK: 4, typeCode: 'SKL', typeTitle: 'Skills', creditOffered: 32 },
    { typeSK: 6, typeCode: 'LPM', typeTitle: 'Law Practice Management', creditOffered: 31 },
    { typeSK: 12, typeCode: 'COMP', typeTitle: 'Competence', creditOffered: 31 },
    { typeSK: 5, typeCode: 'APP', typeTitle: 'Areas of Professional Practice', creditOffered: 30 },
  ],
  totalOffered: 1244,
  notes: 'New York requires 36 credit hours every 3 years.',
  url: '/credit-info/new-york',
  searchUrl: '/search?query=&jurisdictions=NY',
  breadcrumbs: [
    { href: '/', text: 'Home' },
    { href: '/credit-info', text: 'CLE Requirements by Jurisdiction' },
    { href: '/credit-info/new-york', text: 'New York' },
  ],
};
export const EXTENDED: CreditInfoExtended = {
  132: {
    creditClassSubheading: 'Attorney: 36 credit hours every 3 years',
    headerLinks: [
      { href: '/search?query=&jurisdictions=NY', text: 'Find New York programs' },
      { href: '/account/credit/credit-tracker?region=132', text: 'Track your credits' },
    ],
  },
};
