import { addDays } from '@portico/domain/calendar/site-calendar';
import { jobOpeningInputSchema } from '@portico/domain/careers/job-opening-input';
import { jobOpenings } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { createRandom } from './random';
import { DEMO_OPENINGS } from './demo-content';
import type { DemoSeedModule } from './seed-module';

/**
 * Where the openings are published; their titles, places and days are in `content/careers.json`,
 * checked by the Job Openings form's schema.
 */
const HIRING_SITE = 'https://careers.example.com/jobs';

export const careersSeed: DemoSeedModule = {
  name: 'careers',
  tables: [jobOpenings],
  async seed(tx, { organisation: { today: day } }) {
    const random = createRandom('demo:careers');
    const rows = DEMO_OPENINGS.map(({ daysAgo, ...opening }) => {
      const reference = String(random.int(10_000, 99_999));
      return jobOpeningInputSchema.parse({
        ...opening,
        jobDetailsUrl: `${HIRING_SITE}/${reference}`,
        applyUrl: `${HIRING_SITE}/${reference}/apply`,
        datePosted: addDays(day, -daysAgo),
      });
    });
    return insertInChunks(tx, jobOpenings, rows);
  },
};
