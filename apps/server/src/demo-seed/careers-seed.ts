import { addDays } from '@portico/domain/calendar/site-calendar';
import { utcDay } from '@portico/domain/shared/dates';
import { jobOpenings } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { createRandom } from './random';
import type { DemoSeedModule } from './seed-module';

/** Titles and places the group hires for; a few posted this week, the rest over two months. */
const OPENINGS = [
  { jobTitle: 'Site Superintendent', city: 'Calgary', state: 'AB', country: 'Canada' },
  { jobTitle: 'Payroll Specialist', city: 'Toronto', state: 'ON', country: 'Canada' },
  { jobTitle: 'Heavy Equipment Technician', city: 'Winnipeg', state: 'MB', country: 'Canada' },
  { jobTitle: 'Facilities Coordinator', city: 'Vancouver', state: 'BC', country: 'Canada' },
  { jobTitle: 'Dispatch Lead', city: 'Mississauga', state: 'ON', country: 'Canada' },
  { jobTitle: 'Field Safety Advisor', city: 'Edmonton', state: 'AB', country: 'Canada' },
  { jobTitle: 'Project Estimator', city: 'Houston', state: 'TX', country: 'USA' },
  { jobTitle: 'IT Service Desk Analyst', city: 'Toronto', state: 'ON', country: 'Canada' },
  { jobTitle: 'Accounts Payable Clerk', city: 'Calgary', state: 'AB', country: 'Canada' },
  { jobTitle: 'Warehouse Associate', city: 'Brampton', state: 'ON', country: 'Canada' },
] as const;

/** Days before today each opening was posted: three inside the 'New' week, one on its edge. */
const POSTED_DAYS_AGO = [0, 2, 5, 7, 12, 19, 26, 34, 48, 61] as const;

const HIRING_SITE = 'https://careers.example.com/jobs';

export const careersSeed: DemoSeedModule = {
  name: 'careers',
  tables: [jobOpenings],
  async seed(tx, { today }) {
    const random = createRandom('demo:careers');
    const day = utcDay(today);
    const rows = OPENINGS.map((opening, index) => {
      const reference = String(random.int(10_000, 99_999));
      return {
        ...opening,
        jobDetailsUrl: `${HIRING_SITE}/${reference}`,
        applyUrl: `${HIRING_SITE}/${reference}/apply`,
        datePosted: addDays(day, -POSTED_DAYS_AGO[index]!),
      };
    });
    return insertInChunks(tx, jobOpenings, rows);
  },
};
