/**
 * `npm run bench:paint -- --origin <url> [--email <address>]`: the full run's paint step alone,
 * on a portal already running (the built one: a development server would measure Vite).
 * Prints the report's section; --json adds the raw runs.
 */
import { parseArgs } from 'node:util';
import { measurePaint } from './paint';
import { PERSONA_EMAILS } from './personas';
import { paintSection } from './report-paint';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string', default: PERSONA_EMAILS.emery },
    json: { type: 'boolean', default: false },
  },
  strict: true,
});

measurePaint(values.origin, values.email, (line) => console.error(line))
  .then((paint) => {
    console.log(paintSection(paint));
    if (values.json) console.log(JSON.stringify(paint, null, 2));
  })
  .catch((error: unknown) => {
    console.error('The paint step failed:', error);
    process.exitCode = 1;
  });
