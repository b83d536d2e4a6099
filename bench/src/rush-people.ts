/**
 * Who can sign in for the morning rush: the seeded organisation's own people, read from its
 * database. The development identity provider signs in any address, but the portal opens a
 * session only for an active employee whose work email matches (apps/server
 * `features/identity/sign-in-queries.ts` and `lib/active-employee-sql.ts`), so this asks the
 * same: status ACTIVE in any case, no termination date in the past, one employee per email, and
 * no other account of the provider already bound to them.
 */
import { query } from './postgres';

/*
 * A termination date is judged on the person's own day, which is at most a day either side of
 * UTC's; a day's margin keeps out whoever is leaving today anywhere, so no one in the list is
 * refused for it.
 */
const SIGN_IN_EMAILS = `
  select e.work_email as email
  from employees e
  where e.work_email is not null
    and upper(e.employment_status) = 'ACTIVE'
    and (e.termination_date is null or e.termination_date > current_date + 1)
    and not exists (
      select 1 from employees other
      where other.id <> e.id and lower(other.work_email) = lower(e.work_email)
    )
    and not exists (
      select 1 from sign_in_identities s
      where s.employee_id = e.id and s.subject <> lower(e.work_email)
    )
  -- A fixed order that is not the seed's: a real morning does not sign in by employee number.
  order by md5(e.id::text)`;

export async function signInEmails(databaseUrl: string): Promise<string[]> {
  const rows = await query<{ email: string }>(databaseUrl, SIGN_IN_EMAILS);
  return rows.map((row) => row.email);
}
