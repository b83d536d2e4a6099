import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying: under
 * the portal's CSP (script-src 'self', no eval) each try is refused and reported as a policy
 * violation, on every page that parses. Told it is jitless, it never tries. Imported first.
 */
z.config({ jitless: true });
