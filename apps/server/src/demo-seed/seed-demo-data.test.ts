import { count, eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import {
  attachmentBlobs,
  contactMessages,
  jobOpenings,
  trainingDocs,
  corporateForms,
  libraryAttachments,
  wallOfWow,
  businessUnits,
  companies,
  employeeProfiles,
  employeeRoles,
  employees,
  accounts,
  employmentHistory,
  notifications,
  projects,
  quickLinks,
  quotes,
  requestApprovals,
  requestAttachments,
  requestCategories,
  serviceRequests,
  sessions,
  tourRecords,
  timeAwayAllocations,
  timeAwayEntries,
  employeeForecasts,
  holidays,
} from '../db/schema';
import { PERSONA_STORIES } from './demo-content';
import { generatedRequestCount } from './generated-requests';
import { generateDemoOrganisation } from './organisation';
import { PERSONAS, PERSONA_LIST } from '../reference-data/personas';
import { buildDemoAccounts, buildDemoCategories } from '../reference-data/request-catalogue';
import { demoProjects } from './catalogue-seed';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';
import { planTimeAway } from './time-away-seed';

const TODAY = new Date('2025-06-15T12:00:00Z');
const SIZE = 400;
const expected = generateDemoOrganisation({ employees: SIZE, today: TODAY });
const STORIES = PERSONA_STORIES.length;
const TIME_AWAY = planTimeAway(expected, TODAY);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const tableCounts = async () => {
  const tables = [
    holidays,
    companies,
    businessUnits,
    employees,
    employeeProfiles,
    employeeRoles,
    employmentHistory,
    tourRecords,
    quotes,
    quickLinks,
    requestCategories,
    accounts,
    projects,
    serviceRequests,
    requestApprovals,
    notifications,
    requestAttachments,
    attachmentBlobs,
    jobOpenings,
    trainingDocs,
    corporateForms,
    libraryAttachments,
    wallOfWow,
    contactMessages,
    timeAwayAllocations,
    timeAwayEntries,
    employeeForecasts,
  ];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await database.db.select({ rows: count() }).from(table);
      return [getTableName(table), row!.rows] as const;
    }),
  );
  return Object.fromEntries(entries);
};

const expectedCounts = {
  companies: expected.companies.length,
  business_units: expected.businessUnits.length,
  employees: SIZE,
  employee_profiles: SIZE,
  employee_roles: expected.employeeRoles.length,
  employment_history: expected.employmentHistory.length,
  tour_records: 0,
  quotes: expected.quotes.length,
  quick_links: expected.quickLinks.length,
  request_categories: buildDemoCategories().length,
  accounts: buildDemoAccounts().length,
  projects: demoProjects(expected).length,
  service_requests: generatedRequestCount(SIZE) + STORIES,
  request_attachments: 3,
  // The requests' three files and the libraries' PDFs.
  attachment_blobs: 3 + 34,
  // Ten openings, three inside the 'New' week; the last four months' Wall of Wow.
  job_openings: 10,
  // 24 trainings (one in French only) and 5 Covid-19 documents; 14 forms; a PDF or two on most of them.
  training_docs: 29,
  corporate_forms: 14,
  library_attachments: 34,
  wall_of_wow: 4,
  // A few messages to the portal team for the Admin's list.
  contact_messages: 4,
  // Seven allocations for everyone current, and their year of days away.
  time_away_allocations: TIME_AWAY.allocations.length,
  time_away_entries: TIME_AWAY.entries.length,
  // Drew's four (one locked by Casey, one started), and one each of Emery, Alex and Casey.
  employee_forecasts: 7,
  // The fixed-date holidays of 2025 and 2026 in each calendar's working week. Canada's (the
  // portal's own and four sites'): all five of 2025, 2026's Boxing Day is a Saturday, 9 each.
  // Houston: five in 2025, 2026's Independence Day a Saturday, 9. Doha: National Day 2025, a
  // Thursday; 2026's is a Friday, its weekend, 1.
  holidays: 9 * 5 + 9 + 1,
};
/** Rows the workflow writes as the requests live: as many as it takes, but some. */
const WORKFLOW_TABLES = ['request_approvals', 'notifications'] as const;
const withoutWorkflowTables = (counts: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(counts).filter(([table]) => !(WORKFLOW_TABLES as readonly string[]).includes(table)),
  );

describe('seedDemoData', () => {
  it('seeds an empty database and reports what it inserted', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const result = await seedDemoData(database.db, { employees: SIZE, today: TODAY });
    expect(result.employees).toBe(SIZE);
    const counts = await tableCounts();
    expect(withoutWorkflowTables(counts)).toEqual(expectedCounts);
    for (const table of WORKFLOW_TABLES) expect(counts[table]).toBeGreaterThan(SIZE / 4);
    expect(withoutWorkflowTables(result.counts)).toMatchObject({
      employees: SIZE,
      service_requests: expectedCounts.service_requests,
    });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it.each(PERSONA_LIST.map((persona) => [persona.email, persona] as const))(
    'reads back %s with their roles',
    async (_email, persona) => {
      const [row] = await database.db
        .select()
        .from(employees)
        .where(sql`lower(${employees.workEmail}) = lower(${persona.email.toUpperCase()})`);
      expect(row).toMatchObject({
        id: persona.id,
        employeeNumber: persona.employeeNumber,
        displayName: persona.displayName,
        department: persona.department,
        jobTitle: persona.jobTitle,
        managerEmployeeNumber: persona.managerEmployeeNumber,
        employmentStatus: 'ACTIVE',
      });
      const roles = await database.db
        .select({ role: employeeRoles.role })
        .from(employeeRoles)
        .where(eq(employeeRoles.employeeId, persona.id));
      expect(roles.map((r) => r.role).sort()).toEqual([...persona.roles].sort());
    },
  );

  it('gives Drew four direct reports including Emery', async () => {
    const reports = await database.db
      .select({ employeeNumber: employees.employeeNumber })
      .from(employees)
      .where(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber));
    expect(reports).toHaveLength(4);
    expect(reports.map((r) => r.employeeNumber)).toContain(PERSONAS.emery.employeeNumber);
  });

  it('changes nothing when seeding again without a reset fails', async () => {
    const before = await tableCounts();
    await expect(seedDemoData(database.db, { employees: 50, today: TODAY })).rejects.toThrow();
    expect(await tableCounts()).toEqual(before);
  });

  it('replaces everything, sessions included, when asked to reset', async () => {
    await database.db.insert(sessions).values({
      tokenHash: 'demo-session',
      employeeId: PERSONAS.emery.id,
      expiresAt: new Date(TODAY.getTime() + 3_600_000),
    });
    const result = await seedDemoData(database.db, { employees: 60, today: TODAY, reset: true });
    expect(result.counts.employees).toBe(60);
    const counts = await tableCounts();
    expect(counts.employees).toBe(60);
    expect(counts.quotes).toBe(expected.quotes.length);
    expect(await database.db.select().from(sessions)).toEqual([]);
  });
});

describe('the demo time away', () => {
  const current = expected.employees.filter(
    (person) => person.employmentStatus.toUpperCase() === 'ACTIVE' && !person.terminationDate,
  );
  const entriesOf = (employeeId: string) =>
    TIME_AWAY.entries.filter((entry) => entry.employeeId === employeeId);

  it('gives every current employee the seven allocations and nobody else any', () => {
    expect(TIME_AWAY.allocations).toHaveLength(current.length * 7);
    const holders = new Set(TIME_AWAY.allocations.map((row) => row.employeeId));
    expect([...holders].sort()).toEqual(current.map((person) => person.id).sort());
  });

  it('has Taken days up to today, Booked days after it, and nobody away twice on a day', () => {
    const today = TODAY.toISOString().slice(0, 10);
    for (const entry of TIME_AWAY.entries) {
      expect(entry.status).toBe(entry.awayOn <= today ? 'Taken' : 'Booked');
    }
    const days = TIME_AWAY.entries.map((entry) => `${entry.employeeId} ${entry.awayOn}`);
    expect(new Set(days).size).toBe(days.length);
  });

  it('gives Emery both booked and taken time, Vacation Salary and Sick among it', () => {
    const emery = entriesOf(PERSONAS.emery.id);
    expect(emery.filter((entry) => entry.status === 'Booked').length).toBeGreaterThan(0);
    expect(emery.filter((entry) => entry.status === 'Taken').length).toBeGreaterThan(0);
    expect(emery.map((entry) => entry.requestType)).toEqual(
      expect.arrayContaining(['Vacation_Salary', 'Sick']),
    );
  });

  it('gives Casey taken time and nothing booked', () => {
    const casey = entriesOf(PERSONAS.casey.id);
    expect(casey.filter((entry) => entry.status === 'Taken').length).toBeGreaterThan(0);
    expect(casey.filter((entry) => entry.status === 'Booked')).toEqual([]);
  });

  it("has one of Drew's team out today and another later this week", () => {
    const team = expected.employees.filter(
      (person) => person.managerEmployeeNumber === PERSONAS.drew.employeeNumber,
    );
    const today = TODAY.toISOString().slice(0, 10); // a Sunday is 2025-06-15: today alone
    const outToday = team.filter((person) => entriesOf(person.id).some((entry) => entry.awayOn === today));
    expect(outToday).toHaveLength(1);
    const monday = new Date('2025-06-16T12:00:00Z');
    const weekly = planTimeAway(generateDemoOrganisation({ employees: SIZE, today: monday }), monday);
    const laterThisWeek = team.filter((person) =>
      weekly.entries.some(
        (entry) =>
          entry.employeeId === person.id && entry.awayOn > '2025-06-16' && entry.awayOn <= '2025-06-22',
      ),
    );
    expect(laterThisWeek.length).toBeGreaterThan(0);
  });
});
