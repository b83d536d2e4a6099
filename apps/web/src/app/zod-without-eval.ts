/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying: under
 * the portal's CSP (script-src 'self', no eval) each try is refused and reported as a policy
 * violation, on every page that parses. Told it is jitless, it never tries. Imported first.
 *
 * Written to the global zod keeps its configuration in (the object `z.config()` returns and
 * changes), not through `z.config`: importing zod here would put it in the first load of every
 * screen (about 3.5 KB gzip), though nothing on a first paint parses. The unit test beside this
 * file and the content-security journey fail if zod ever reads it elsewhere.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: zod keeps a reference to this object once it has loaded.
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};
