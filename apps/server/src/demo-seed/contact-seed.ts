import { contactMessages } from '../db/schema';
import { insertInChunks } from '../db/insert-in-chunks';
import { PERSONA_LIST } from '../reference-data/personas';
import { createRandom } from './random';
import type { DemoSeedModule } from './seed-module';
import { DAY_MS } from '@portico/domain/shared/time-units';

/** What colleagues write to the portal team, as the Admin's Contact Messages shows it. */
const MESSAGES = [
  {
    subject: 'Time away balance looks off',
    message: '<p>My carry-over days do not match what payroll sent me last month. Could someone check?</p>',
  },
  {
    subject: 'Add the safety manual to Training',
    message:
      '<p>The new field <strong>safety manual</strong> would be easier to find under the Training Library.</p>',
  },
  {
    subject: 'Thank you for the dashboard',
    message: '<p>Finding my open IT requests on the home page saves me a lot of time. Thanks!</p>',
  },
  {
    subject: 'Quick link icon request',
    message: '<p>Could we have a truck icon for quick links? Our dispatch team would use it.</p>',
  },
] as const;

/** Days before today each message was sent. */
const SENT_DAYS_AGO = [1, 4, 9, 15] as const;

/** A few messages from colleagues (not the personas, so no test story depends on them). */
export const contactSeed: DemoSeedModule = {
  name: 'contact',
  tables: [contactMessages],
  async seed(tx, { organisation, today }) {
    const random = createRandom('demo:contact');
    const personaIds = new Set(PERSONA_LIST.map((persona) => persona.id));
    const senders = random.shuffled(
      organisation.employees.filter(
        (employee) => employee.employmentStatus.toUpperCase() === 'ACTIVE' && !personaIds.has(employee.id),
      ),
    );
    const rows = MESSAGES.slice(0, senders.length).map((message, index) => ({
      ...message,
      submittedById: senders[index]!.id,
      createdAt: new Date(today.getTime() - SENT_DAYS_AGO[index]! * DAY_MS - random.int(0, 8) * 3_600_000),
    }));
    return insertInChunks(tx, contactMessages, rows);
  },
};
