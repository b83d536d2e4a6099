/** Which database the tests run on; sets or clears `process.env.DATABASE_URL` to match. */
export function chooseTestDatabase(): Promise<'postgres' | 'pglite'>;
