import { HEAD_OFFICE_CODE } from '../reference-data/organisation';

/** The demo group: a head office and six operating companies, all fictional. */
export interface DemoCompany {
  code: string;
  name: string;
  /** Area code for made-up phone numbers near the company's home office. */
  areaCode: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { code: HEAD_OFFICE_CODE, name: 'Harbourline Group Inc.', areaCode: '416' },
  { code: 'HLC', name: 'Harbourline Construction Ltd.', areaCode: '403' },
  { code: 'CFS', name: 'Cedarfield Facility Services Ltd.', areaCode: '604' },
  { code: 'NPL', name: 'Northpeak Logistics Inc.', areaCode: '905' },
  { code: 'BWE', name: 'Bluewater Energy Services Inc.', areaCode: '780' },
  { code: 'SRM', name: 'Stonebridge Rental & Machinery Ltd.', areaCode: '204' },
  { code: 'AUS', name: 'Aurora Site Services USA Inc.', areaCode: '713' },
];

/** Where front-line departments' people work: every company except the head office. */
export const OPERATING_COMPANY_CODES: readonly string[] = DEMO_COMPANIES.map(
  (company) => company.code,
).filter((code) => code !== HEAD_OFFICE_CODE);

export function companyByCode(code: string): DemoCompany {
  const company = DEMO_COMPANIES.find((candidate) => candidate.code === code);
  if (!company) throw new RangeError(`Unknown demo company ${code}`);
  return company;
}
