/**
 * What the benchmark adds to the demo seed at the large size, set-based in SQL so it takes
 * seconds. The demo seed already gives ten requests per employee with their approvals and
 * notifications; these statements add what it does not. A later feature adds its data (visits,
 * news posts, time away) as one more entry.
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
];

/** Statistics, so the planner sees the sizes it will meet in production. */
export const ANALYZE = 'analyze';
