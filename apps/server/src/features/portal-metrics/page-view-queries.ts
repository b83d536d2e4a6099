import { VISIT_WINDOW_MINUTES } from '@portico/domain/portal-metrics/visit-rule';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  portalLastVisits,
  portalPageViewDays,
  portalVisitDays,
  portalVisitMonths,
  portalVisitorMonths,
  portalVisitorTotals,
  portalVisitorYears,
  portalVisits,
  employees,
} from '../../db/schema';

export interface PageView {
  employeeId: string;
  area: string;
  browser: string;
  device: string;
  at: Date;
}

const WINDOW = sql.raw(`interval '${VISIT_WINDOW_MINUTES} minutes'`);

/**
 * One page view: counted for its day and feature area, and a visit when the person's last
 * visit is 30 minutes old or more (domain `startsNewVisit`), with its roll-ups. The rule is decided by the upsert
 * on `portal_last_visits`: a concurrent one waits for the row and sees the visit just claimed,
 * so two tabs never both record. The visit, its roll-ups (day, month, visitor month, year and
 * total) and the page view are written by one statement.
 */
export async function recordPageView(db: Db, view: PageView): Promise<{ newVisit: boolean }> {
  const at = view.at.toISOString();
  const result = await db.execute(sql`
    with claimed as (
      insert into ${portalLastVisits} as last (employee_id, visited_at)
      values (${view.employeeId}, ${at}::timestamptz)
      on conflict (employee_id) do update set visited_at = excluded.visited_at
        where last.visited_at <= excluded.visited_at - ${WINDOW}
      returning employee_id, visited_at
    ),
    visit as (
      insert into ${portalVisits} (employee_id, company_id, visited_at, browser, device)
      select claimed.employee_id, e.company_id, claimed.visited_at, ${view.browser}, ${view.device}
      from claimed join ${employees} e on e.id = claimed.employee_id
      returning employee_id, company_id, visited_at
    ),
    visitor_month as (
      insert into ${portalVisitorMonths} as m (month, employee_id, company_id, visits)
      select date_trunc('month', visit.visited_at at time zone 'UTC')::date, visit.employee_id, visit.company_id, 1
      from visit
      on conflict on constraint portal_visitor_months_key do update set visits = m.visits + 1
      returning 1
    ),
    visitor_year as (
      insert into ${portalVisitorYears} as y (year, employee_id, company_id, visits)
      select date_trunc('year', visit.visited_at at time zone 'UTC')::date, visit.employee_id, visit.company_id, 1
      from visit
      on conflict on constraint portal_visitor_years_key do update set visits = y.visits + 1
      returning 1
    ),
    visitor_total as (
      insert into ${portalVisitorTotals} as t (year, employee_id, visits)
      select span.year, visit.employee_id, 1
      from visit
      cross join lateral (values (date_trunc('year', visit.visited_at at time zone 'UTC')::date), (null::date)) as span(year)
      on conflict on constraint portal_visitor_totals_key do update set visits = t.visits + 1
      returning 1
    ),
    visit_month as (
      insert into ${portalVisitMonths} as vm (month, company_id, browser, device, visits)
      select date_trunc('month', visit.visited_at at time zone 'UTC')::date, visit.company_id, ${view.browser}, ${view.device}, 1
      from visit
      on conflict on constraint portal_visit_months_key do update set visits = vm.visits + 1
      returning 1
    ),
    visit_day as (
      insert into ${portalVisitDays} as d (day, company_id, browser, device, visits)
      select (visit.visited_at at time zone 'UTC')::date, visit.company_id, ${view.browser}, ${view.device}, 1
      from visit
      on conflict on constraint portal_visit_days_key do update set visits = d.visits + 1
      returning 1
    ),
    page_view as (
      insert into ${portalPageViewDays} as p (day, area, views)
      values ((${at}::timestamptz at time zone 'UTC')::date, ${view.area}, 1)
      on conflict (day, area) do update set views = p.views + 1
      returning 1
    )
    select (select count(*) from visit)::int as visits, (select count(*) from page_view)::int as views
  `);
  const [row] = rowsOf<{ visits: number }>(result);
  return { newVisit: Number(row?.visits ?? 0) > 0 };
}
