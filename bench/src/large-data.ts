/**
 * What the benchmark adds to the demo seed at the large size, set-based in SQL so it takes
 * seconds. The demo seed already gives ten requests per employee with their approvals and
 * notifications and a year of portal visits; these statements add what it does not. A later
 * feature adds its data (news posts, time away) as one more entry.
 */
export interface LargeData {
  name: string;
  /** One SQL statement; `:employees` is replaced by the organisation's size. */
  sql: string;
}

export const LARGE_DATA: readonly LargeData[] = [
  {
    name: 'attachment metadata (one in five requests, a stored minimal PDF)',
    sql: `
      with pdf as (
        select coalesce(
          (select bytes from attachment_blobs b join request_attachments a using (storage_key)
            where a.content_type = 'application/pdf' limit 1),
          decode('255044462d312e340a25454f460a', 'hex')) as bytes
      ), picked as (
        select r.id, r.name, r.created_by_id, r.created_at + interval '5 minutes' as created_at,
               'bench-' || r.id as storage_key
        from service_requests r
        where not exists (select 1 from request_attachments a where a.request_id = r.id)
          and abs(hashtext(r.id::text)) % 5 = 0
      ), blobs as (
        insert into attachment_blobs (storage_key, bytes)
        select storage_key, pdf.bytes from picked, pdf
      )
      insert into request_attachments (request_id, file_name, content_type, size, storage_key, uploaded_by_id, created_at)
      select id, name || ' quote.pdf', 'application/pdf', octet_length(pdf.bytes), storage_key, created_by_id, created_at
      from picked, pdf`,
  },
  {
    name: 'notifications up to twenty per employee (read when older than ten days)',
    sql: `
      with people as (select array_agg(id order by id) as ids from employees),
           requests as (select array_agg(id order by id) as ids from service_requests),
           missing as (select greatest(0, 20 * :employees - (select count(*) from notifications))::int as n)
      insert into notifications (employee_id, type, description, is_read, created_at, request_id)
      select people.ids[1 + (g * 7919) % array_length(people.ids, 1)],
             'IT request updated',
             'A request you follow was updated.',
             g % 365 > 10,
             now() - make_interval(days => g % 365, mins => g % 1440),
             requests.ids[1 + (g * 104729) % array_length(requests.ids, 1)]
      from missing, people, requests, generate_series(1, missing.n) g`,
  },
  {
    // One statement, so the roll-ups add what this inserts instead of re-reading every visit.
    name: 'portal visits up to 1,000,000 over the last year, or 100 a person past 10,000 people, rolled up',
    sql: `
      with people as (
        select array_agg(id order by id) as ids, array_agg(company_id order by id) as companies from employees
      ),
      missing as (
        select greatest(0, greatest(1000000, 100 * :employees) - (select count(*) from portal_visits))::int as n
      ),
      added as (
        insert into portal_visits (employee_id, company_id, visited_at, browser, device)
        select people.ids[1 + ((g * 7919) % array_length(people.ids, 1))::int],
               people.companies[1 + ((g * 7919) % array_length(people.ids, 1))::int],
               now() - make_interval(days => (g % 365)::int, secs => (g * 104729) % 86400),
               (array['Chrome', 'Chrome', 'Chrome', 'Microsoft Edge', 'Safari', 'Firefox'])[1 + (g % 6)::int],
               case when g % 5 = 0 then 'Mobile' else 'Desktop' end
        -- bigint: g times a prime passes the int range at a million rows.
        from missing, people, generate_series(1::bigint, missing.n::bigint) g
        returning employee_id, company_id, visited_at, browser, device
      ),
      days as (
        insert into portal_visit_days (day, company_id, browser, device, visits)
        select (visited_at at time zone 'UTC')::date, company_id, browser, device, count(*)::int
        from added group by 1, 2, 3, 4
        on conflict on constraint portal_visit_days_key
        do update set visits = portal_visit_days.visits + excluded.visits
      ),
      months as (
        insert into portal_visitor_months (month, employee_id, company_id, visits)
        select date_trunc('month', visited_at at time zone 'UTC')::date, employee_id, company_id, count(*)::int
        from added group by 1, 2, 3
        on conflict on constraint portal_visitor_months_key
        do update set visits = portal_visitor_months.visits + excluded.visits
      ),
      years as (
        insert into portal_visitor_years (year, employee_id, company_id, visits)
        select date_trunc('year', visited_at at time zone 'UTC')::date, employee_id, company_id, count(*)::int
        from added group by 1, 2, 3
        on conflict on constraint portal_visitor_years_key
        do update set visits = portal_visitor_years.visits + excluded.visits
      )
      insert into portal_last_visits (employee_id, visited_at)
      select employee_id, max(visited_at) from added group by employee_id
      on conflict (employee_id)
      do update set visited_at = greatest(portal_last_visits.visited_at, excluded.visited_at)`,
  },
  {
    name: 'portal visits rolled up per month, and each visitor’s totals, from the day and year roll-ups',
    sql: `select portal_metrics_rebuild_summaries()`,
  },
  {
    name: 'substitute approvers: Blair for Drew these two weeks, and one in fifty away with their manager standing in',
    sql: `
      insert into approval_substitutions (person_id, substitute_id, first_day, last_day, set_by_id)
      select e.id, m.id, current_date - offset_days, current_date - offset_days + 13, e.id
      from employees e
      join employees m on m.employee_number = e.manager_employee_number and m.id <> e.id
      cross join lateral (select abs(hashtext(e.id::text || ':away')) % 20 as offset_days) o
      where abs(hashtext(e.id::text)) % 50 = 0
        -- The personas keep their own (Drew's below), so their measured views stay as they were.
        and e.work_email not in ('alex.morgan@example.com', 'blair.chen@example.com',
          'casey.patel@example.com', 'drew.okafor@example.com', 'emery.lindqvist@example.com')
      union all
      select drew.id, blair.id, current_date - 1, current_date + 13, drew.id
      from employees drew, employees blair
      where drew.work_email = 'drew.okafor@example.com' and blair.work_email = 'blair.chen@example.com'`,
  },
  {
    name: 'request comments: two on one request in three',
    sql: `
      insert into request_comments (request_id, author_id, body, created_at)
      select r.id, r.created_by_id, 'Any news on this? ' || r.description, r.created_at + make_interval(hours => n)
      from service_requests r, generate_series(1, 2) n
      where abs(hashtext(r.id::text)) % 3 = 0`,
  },
];

/**
 * As autovacuum leaves a database in use: statistics, so the planner sees the sizes it will meet
 * in production, and the visibility map, so a count reads its index alone (a fresh load has none:
 * the first benchmark of a count then reads every row it counts).
 */
export const VACUUM_ANALYZE = 'vacuum analyze';
