import { sql } from 'drizzle-orm';
import {
  employees,
  portalLastVisits,
  portalPageViewDays,
  portalVisitDays,
  portalVisitorMonths,
  portalVisitorYears,
  portalVisitMonths,
  portalVisitorTotals,
  portalVisits,
} from '../db/schema';
import { isActiveEmployeeAlias } from '../lib/active-employee-sql';
import { withBulkLoad } from '../db/bulk-load';
import type { DemoSeedModule, SeedTransaction } from './seed-module';

/** How many days of visits the demo holds, up to and including today. */
export const DEMO_VISIT_DAYS = 365;

/**
 * The demo's Portal Metrics (docs/portal-metrics.md), written set-based in SQL: each current
 * person visits on about a third of working days over the last year (some on weekends), during
 * office hours, never later than `today`; browsers and devices in plausible shares; each visit
 * sees one to four pages across the feature areas. The numbers come from hashes of the person
 * and the day, so a seed is the same every time for the same people and day. The daily roll-ups
 * and each person's last visit are then read from the visits, as recording would have left them.
 */
export async function seedPortalVisits(tx: SeedTransaction, today: Date, days = DEMO_VISIT_DAYS) {
  const end = today.toISOString();
  await tx.execute(sql`
    with candidate as (
      select e.id, e.company_id, d.day::date as day,
        abs(hashtext(e.id::text || d.day::date::text)) as h
      from ${employees} e
      cross join generate_series(${end}::timestamptz::date - ${days - 1}::int, ${end}::timestamptz::date, interval '1 day') d(day)
      where ${isActiveEmployeeAlias('e')}
    )
    insert into ${portalVisits} (employee_id, company_id, visited_at, browser, device)
      select id, company_id,
        day + make_interval(secs => 7 * 3600 + (h / 7) % (11 * 3600)) as visited_at,
        case when h % 100 < 55 then 'Chrome' when h % 100 < 75 then 'Microsoft Edge'
          when h % 100 < 88 then 'Safari' when h % 100 < 98 then 'Firefox' else 'Samsung Internet' end,
        case when h % 100 >= 98 or (h % 100 >= 75 and h % 100 < 88 and (h / 100) % 3 > 0)
          or (h / 1000) % 10 = 0 then 'Mobile' else 'Desktop' end
      from candidate
      where ((extract(isodow from day) < 6 and (h / 13) % 100 < 34) or (h / 13) % 100 < 3)
        and day + make_interval(secs => 7 * 3600 + (h / 7) % (11 * 3600)) <= ${end}::timestamptz
  `);
  await tx.execute(sql`
    insert into ${portalVisitDays} (day, company_id, browser, device, visits)
    select (visited_at at time zone 'UTC')::date, company_id, browser, device, count(*)::int
    from ${portalVisits} group by 1, 2, 3, 4
  `);
  await tx.execute(sql`
    insert into ${portalVisitorMonths} (month, employee_id, company_id, visits)
    select date_trunc('month', visited_at at time zone 'UTC')::date, employee_id, company_id, count(*)::int
    from ${portalVisits} group by 1, 2, 3
  `);
  await tx.execute(sql`
    insert into ${portalVisitorYears} (year, employee_id, company_id, visits)
    select date_trunc('year', month)::date, employee_id, company_id, sum(visits)::int
    from ${portalVisitorMonths} group by 1, 2, 3
  `);
  // The month and visitor-total roll-ups from the day and year ones (migration 0037).
  await tx.execute(sql`select portal_metrics_rebuild_summaries()`);
  await tx.execute(sql`
    insert into ${portalLastVisits} (employee_id, visited_at)
    select employee_id, max(visited_at) from ${portalVisits} group by employee_id
  `);
  // One to four pages a visit, the dashboard most of all, IT requests and the directory next.
  await tx.execute(sql`
    insert into ${portalPageViewDays} (day, area, views)
    select (v.visited_at at time zone 'UTC')::date, (array[
        'Dashboard', 'Dashboard', 'Dashboard', 'IT Requests', 'IT Requests', 'Employee Directory',
        'Employee Directory', 'News & Events', 'My Time Away', 'Profile', 'Enterprise Org Charts',
        'People Metrics', 'Notifications', 'Portal Metrics'
      ])[1 + abs(hashtext(v.id::text || '/' || n::text)) % 14], count(*)::int
    from ${portalVisits} v cross join lateral generate_series(1, 1 + (v.id % 4)::int) n
    group by 1, 2
  `);
}

/** About how many visits a year a current person makes (a third of working days, a few weekends). */
const VISITS_A_YEAR = 90;

export const portalVisitsSeed: DemoSeedModule = {
  name: 'portal-visits',
  tables: [
    portalVisits,
    portalVisitDays,
    portalVisitorMonths,
    portalVisitorYears,
    portalVisitMonths,
    portalVisitorTotals,
    portalLastVisits,
    portalPageViewDays,
  ],
  async seed(tx, { organisation, today }) {
    // A large organisation's visits (a million at 10,000 people) go in before the visits'
    // index and foreign keys are built, which halves the time.
    const expected = organisation.employees.length * VISITS_A_YEAR;
    await withBulkLoad(tx, [portalVisits], expected, () => seedPortalVisits(tx, today));
  },
};
