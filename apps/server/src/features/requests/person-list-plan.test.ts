import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanDatabase, type PlanDatabase } from '../../../test/query-plans';
import { selectRequestRows, type RequestListFilter } from './request-list-queries';

// A person's list read by id (decision 072): its rows are found on the person's indexes, then
// sorted, instead of walking everyone's requests in the list's order to keep theirs.
let plans: PlanDatabase;
beforeAll(async () => {
  plans = await createPlanDatabase();
});
afterAll(() => plans.close());

const viewerId = '0a3f6a52-0000-4000-8000-000000000001';
const away = '0a3f6a52-0000-4000-8000-000000000002';
const order = { sort: 'name', order: 'desc' } as const;
const planOfPage = (filter: RequestListFilter) =>
  plans.planOf(sql`${selectRequestRows(plans.db, filter, order, { limit: 10 }, 'by-id')}`);

describe('a person’s list read by id', () => {
  it('Approval Requests, standing in for someone, finds its rows by the approver indexes', async () => {
    const plan = await planOfPage({ view: 'approvals', viewerId, standingInFor: [away] });
    for (const index of [
      'service_requests_purchase_approver_idx',
      'service_requests_secondary_approver_idx',
      'service_requests_pre_approver_idx',
      'service_requests_estimate_approver_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toContain('service_requests_name_unique');
  });

  it('My Requests finds its rows by the creator and requested-for indexes', async () => {
    const plan = await planOfPage({ view: 'mine', viewerId, standingInFor: [] });
    expect(plan).toContain('service_requests_created_by_idx');
    expect(plan).toContain('service_requests_requested_for_idx');
    expect(plan).not.toContain('service_requests_name_unique');
    expect(plan).not.toContain('Seq Scan on service_requests');
  });
});
