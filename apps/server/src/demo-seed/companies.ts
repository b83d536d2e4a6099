import { HEAD_OFFICE_CODE } from '../reference-data/organisation';
import { DEMO_COMPANIES } from './demo-content';

export type DemoCompany = (typeof DEMO_COMPANIES)[number];

/** Where front-line departments' people work: every company except the head office. */
export const OPERATING_COMPANY_CODES: readonly string[] = DEMO_COMPANIES.map(
  (company) => company.code,
).filter((code) => code !== HEAD_OFFICE_CODE);

export function companyByCode(code: string): DemoCompany {
  const company = DEMO_COMPANIES.find((candidate) => candidate.code === code);
  if (!company) throw new RangeError(`Unknown demo company ${code}`);
  return company;
}
