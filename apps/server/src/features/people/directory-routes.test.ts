import { addDays, todayIn } from '@portico/domain/calendar/site-calendar';
import { addYears, upcomingCelebration } from '@portico/domain/people/celebrations';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeProfiles, employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { createEmployee, createSite } from '../../../test/factories';
import { listDirectory, orderEveryone } from './directory-queries';
import { dayFromToday } from '../../../test/test-days';
import { createProfile } from '../../../test/people-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Card = {
  id: string;
  name: string;
  title: string | null;
  department: string | null;
  celebration: { kind: string; date: string; days: number } | null;
};
const namesOf = (body: { items: Card[] }) => body.items.map((card) => card.name);

/** A day `days` from today, `years` years back (years a multiple of 4, so 29 February stays). */
const dayAgo = (days: number, years: number) => addYears(dayFromToday(days), -years);

/** The celebration the domain rule gives a person on the reader's (Emery's) day, read from their stored dates. */
async function expectedCelebrationOf(id: string) {
  const [row] = await t.db
    .select({ birthdate: employeeProfiles.birthdate, hireDate: employees.hireDate })
    .from(employees)
    .leftJoin(employeeProfiles, eq(employeeProfiles.employeeId, employees.id))
    .where(eq(employees.id, id));
  return upcomingCelebration({ birthdate: row!.birthdate, hireDate: row!.hireDate }, dayFromToday(0));
}

describe('GET /api/employees/directory', () => {
  const DEPARTMENT = 'Directory Test';

  beforeAll(async () => {
    // Five people in a department of their own, each a known distance from a celebration.
    const inDepartment = { department: DEPARTMENT, jobTitle: 'Tester' };
    const quinn = await createEmployee(t.db, {
      ...inDepartment,
      firstName: 'Quinn',
      lastName: 'Anniversary',
      hireDate: dayAgo(0, 4),
    });
    await createProfile(t.db, quinn.id, { birthdate: dayAgo(100, 32) });
    const ada = await createEmployee(t.db, {
      ...inDepartment,
      firstName: 'Ada',
      lastName: 'Birthday',
      hireDate: dayAgo(50, 8),
    });
    await createProfile(t.db, ada.id, { birthdate: dayAgo(1, 28), department: 'Marketing' });
    for (const firstName of ['Bea', 'Abe']) {
      const person = await createEmployee(t.db, {
        ...inDepartment,
        firstName,
        lastName: 'Tie',
        hireDate: dayAgo(10, 4),
      });
      await createProfile(t.db, person.id, { birthdate: dayAgo(10, 36) });
    }
    await createEmployee(t.db, { ...inDepartment, firstName: 'Nia', lastName: 'Undated', hireDate: null });
    await createEmployee(t.db, {
      ...inDepartment,
      firstName: 'Otto',
      lastName: 'Left',
      employmentStatus: 'TERMINATED',
    });
  });

  it('gives 8 current employees a page, soonest celebration first, each labelled by the domain rule', async () => {
    const response = await (await t.as('emery')).get('/api/employees/directory');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 8 });
    expect(body.items).toHaveLength(8);
    const [current] = await t.db.select({ count: count() }).from(employees).where(isActiveEmployee);
    expect(body.total).toBe(current!.count);
    const days = body.items.map((card: Card) => card.celebration?.days ?? 1000);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    for (const card of body.items as Card[]) {
      expect(card.celebration).toEqual(await expectedCelebrationOf(card.id));
    }
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['celebration', 'department', 'email', 'hasPhoto', 'id', 'name', 'phone', 'title'].sort(),
    );
  });

  it('orders by celebration (same day by name, no dates last) or by name, either way', async () => {
    const client = await t.as('emery');
    const url = `/api/employees/directory?department=${encodeURIComponent(DEPARTMENT)}`;
    const soonest = (await client.get(url)).json();
    expect(soonest.total).toBe(5);
    expect(namesOf(soonest)).toEqual([
      'Quinn Anniversary',
      'Ada Birthday',
      'Abe Tie',
      'Bea Tie',
      'Nia Undated',
    ]);
    expect(soonest.items.map((card: Card) => card.celebration)).toEqual([
      { kind: 'ANV', date: dayFromToday(0), days: 1 },
      { kind: 'BRT', date: dayFromToday(1), days: 2 },
      // The birthday and the work anniversary fall on the same day: the birthday wins.
      { kind: 'BRT', date: dayFromToday(10), days: 11 },
      { kind: 'BRT', date: dayFromToday(10), days: 11 },
      null,
    ]);
    const latest = (await client.get(`${url}&order=desc`)).json();
    expect(namesOf(latest)).toEqual([
      'Nia Undated',
      'Abe Tie',
      'Bea Tie',
      'Ada Birthday',
      'Quinn Anniversary',
    ]);
    const byName = (await client.get(`${url}&sort=name`)).json();
    expect(namesOf(byName)).toEqual([
      'Abe Tie',
      'Ada Birthday',
      'Bea Tie',
      'Nia Undated',
      'Quinn Anniversary',
    ]);
    const byNameDown = (await client.get(`${url}&sort=name&order=desc`)).json();
    expect(namesOf(byNameDown)).toEqual([...namesOf(byName)].reverse());
  });

  it('orders names as people read them: accents and case set aside (« Émilie » with E)', async () => {
    const department = 'Collation Test Unit';
    for (const [firstName, lastName] of [
      ['Zoë', 'Zed'],
      ['Émilie', 'Tremblay'],
      ['eric', 'lowercase'],
      ['Eve', 'Adams'],
      ['Élodie', 'Gagnon'],
    ]) {
      await createEmployee(t.db, {
        department,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
      });
    }
    const byName = (
      await (
        await t.as('emery')
      ).get(`/api/employees/directory?department=${encodeURIComponent(department)}&sort=name`)
    ).json();
    expect(namesOf(byName)).toEqual([
      'Élodie Gagnon',
      'Émilie Tremblay',
      'eric lowercase',
      'Eve Adams',
      'Zoë Zed',
    ]);
  });

  it('filters by the HR department; the card shows the department the person goes by', async () => {
    const client = await t.as('emery');
    const body = (
      await client.get(`/api/employees/directory?department=${encodeURIComponent(DEPARTMENT)}`)
    ).json();
    expect(body.items.find((card: Card) => card.name === 'Ada Birthday').department).toBe('Marketing');
    const marketing = (
      await client.get('/api/employees/directory?department=Marketing&search=ada%20birthday')
    ).json();
    expect(marketing.total).toBe(0);
    const unknown = await client.get('/api/employees/directory?department=No%20Such%20Department');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ total: 0, items: [], page: 1 });
    const both = (
      await client.get(`/api/employees/directory?department=${encodeURIComponent(DEPARTMENT)}&search=tie`)
    ).json();
    expect(namesOf(both)).toEqual(['Abe Tie', 'Bea Tie']);
  });

  it('pages without overlap, and answers a page past the end with the last page', async () => {
    const client = await t.as('emery');
    const first = (await client.get('/api/employees/directory?sort=name')).json();
    const second = (await client.get('/api/employees/directory?sort=name&page=2')).json();
    expect(second.items).toHaveLength(8);
    const firstIds = first.items.map((card: Card) => card.id);
    expect(second.items.filter((card: Card) => firstIds.includes(card.id))).toEqual([]);
    const beyond = (await client.get('/api/employees/directory?page=100000')).json();
    expect(beyond.page).toBe(Math.ceil(beyond.total / 8));
    expect(beyond.items.length).toBeGreaterThan(0);
  });

  describe('search', () => {
    let found: {
      hrTitle: string;
      hrDepartment: string;
      ownTitle: string;
      ownDepartment: string;
      email: string;
    };
    beforeAll(async () => {
      const hrTitle = await createEmployee(t.db, { jobTitle: 'Zymurgist' });
      const hrDepartment = await createEmployee(t.db, { department: 'Zeppelin Logistics' });
      const ownTitle = await createEmployee(t.db, { jobTitle: 'Analyst' });
      await createProfile(t.db, ownTitle.id, { jobTitle: 'Chief Yodeller' });
      const ownDepartment = await createEmployee(t.db);
      await createProfile(t.db, ownDepartment.id, { department: 'Quokka Care' });
      const email = await createEmployee(t.db, { workEmail: 'xanthe.q@example.com' });
      // People who have left are never found, whatever matches.
      await createEmployee(t.db, { jobTitle: 'Zymurgist', employmentStatus: 'TERMINATED' });
      await createEmployee(t.db, { jobTitle: 'Zymurgist', employmentStatus: 'inactive' });
      await createEmployee(t.db, { jobTitle: 'Zymurgist', terminationDate: '2020-01-31' });
      found = {
        hrTitle: hrTitle.id,
        hrDepartment: hrDepartment.id,
        ownTitle: ownTitle.id,
        ownDepartment: ownDepartment.id,
        email: email.id,
      };
    });

    it.each([
      ['the HR title', 'zymurg', 'hrTitle'],
      ['the HR department', 'zeppelin', 'hrDepartment'],
      ['the title the person goes by', 'YODEL', 'ownTitle'],
      ['the department the person goes by', 'quokka', 'ownDepartment'],
      ['the work email', 'xanthe.q@', 'email'],
    ] as const)('finds a current employee by %s, and no one who has left', async (_, search, who) => {
      const body = (await (await t.as('emery')).get(`/api/employees/directory?search=${search}`)).json();
      expect(body.items.map((card: Card) => card.id)).toEqual([found[who]]);
      expect(body.total).toBe(1);
    });

    it('finds by name, whatever the case, and takes % and _ literally', async () => {
      const client = await t.as('emery');
      const byName = (await client.get('/api/employees/directory?search=drew%20OKAFOR')).json();
      expect(byName.items.map((card: Card) => card.id)).toEqual([PERSONAS.drew.id]);
      expect((await client.get('/api/employees/directory?search=%25')).json().total).toBe(0);
    });

    it('still finds someone whose termination is dated today: they are current until tomorrow', async () => {
      const leaving = await createEmployee(t.db, {
        jobTitle: 'Vexillologist',
        terminationDate: dayFromToday(0),
      });
      const body = (await (await t.as('emery')).get('/api/employees/directory?search=vexillolog')).json();
      expect(body.items.map((card: Card) => card.id)).toEqual([leaving.id]);
    });

    // UTC's day is never both of theirs: a rule on UTC's day fails one of the two at any hour.
    it("reads a leaving date on the person's own site's day, not UTC's", async () => {
      const person = async (timeZone: string, lastDay: (today: string) => string) => {
        const site = await createSite(t.db, { timeZone });
        return createEmployee(t.db, {
          jobTitle: 'Heraldist',
          siteId: site.id,
          terminationDate: lastDay(todayIn(timeZone, new Date())),
        });
      };
      const lastDayToday = await person('Pacific/Pago_Pago', (today) => today);
      await person('Pacific/Kiritimati', (today) => addDays(today, -1));
      const body = (await (await t.as('emery')).get('/api/employees/directory?search=heraldist')).json();
      expect(body.items.map((card: Card) => card.id)).toEqual([lastDayToday.id]);
    });
  });

  it('is everyone current for every signed-in person, not only their reporting chain', async () => {
    const totals = [];
    for (const persona of ['emery', 'drew', 'blair'] as const) {
      totals.push((await (await t.as(persona)).get('/api/employees/directory')).json().total);
    }
    expect(new Set(totals).size).toBe(1);
    const blair = (await (await t.as('emery')).get('/api/employees/directory?search=blair.chen@')).json();
    expect(blair.items.map((card: Card) => card.id)).toEqual([PERSONAS.blair.id]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=1001', 'pageSize'],
    ['sort=salary', 'sort'],
    ['order=sideways', 'order'],
    [`search=${'a'.repeat(201)}`, 'search'],
    [`department=${'d'.repeat(201)}`, 'department'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await (await t.as('emery')).get(`/api/employees/directory?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('GET /api/employees/departments', () => {
  it('lists each HR department with someone current in it once, in order', async () => {
    await createEmployee(t.db, { department: 'Gone Department', employmentStatus: 'TERMINATED' });
    await createEmployee(t.db, { department: '' });
    await createEmployee(t.db, { department: null });
    const response = await (await t.as('emery')).get('/api/employees/departments');
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: string[] };
    const rows = await t.db
      .selectDistinct({ department: employees.department })
      .from(employees)
      .where(isActiveEmployee);
    const expected = rows.map((row) => row.department).filter((name): name is string => !!name);
    expect([...items].sort()).toEqual(expected.sort());
    expect(items).toEqual([...items].sort());
    expect(items).toContain('Operations');
    expect(items).not.toContain('Gone Department');
    expect(items).not.toContain('');
  });
});

describe('GET /api/employees/:id/profile', () => {
  it('shows Emery with her manager Drew, her celebration and contact details', async () => {
    const response = await (await t.as('blair')).get(`/api/employees/${PERSONAS.emery.id}/profile`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [record] = await t.db.select().from(employees).where(eq(employees.id, PERSONAS.emery.id));
    expect(body).toMatchObject({
      id: PERSONAS.emery.id,
      name: 'Emery Lindqvist',
      email: PERSONAS.emery.email,
      phone: record!.phone,
      manager: { id: PERSONAS.drew.id, name: 'Drew Okafor' },
      directReports: [],
    });
    expect(body.phone).toMatch(/\d/);
    expect(body.aboutMe).toContain('fika');
    expect(body.celebration).toEqual(await expectedCelebrationOf(PERSONAS.emery.id));
    expect(body).not.toHaveProperty('birthdate');
    expect(body).not.toHaveProperty('hireDate');
  });

  it("shows Drew's current direct reports from the HR record, Emery among them", async () => {
    const body = (await (await t.as('emery')).get(`/api/employees/${PERSONAS.drew.id}/profile`)).json();
    const current = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber), isActiveEmployee));
    const shown = body.directReports.map((person: Card) => person.id);
    expect(shown).toContain(PERSONAS.emery.id);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect([...shown].sort()).toEqual(current.map((row) => row.id).sort());
    expect(body.manager).not.toBeNull();
  });

  it('gives no manager to the root, to someone who is their own manager, or when the manager has left', async () => {
    const client = await t.as('emery');
    const [root] = await t.db.select().from(employees).where(eq(employees.employeeNumber, '000001'));
    expect((await client.get(`/api/employees/${root!.id}/profile`)).json().manager).toBeNull();

    const self = await createEmployee(t.db);
    await t.db
      .update(employees)
      .set({ managerEmployeeNumber: self.employeeNumber })
      .where(eq(employees.id, self.id));
    expect((await client.get(`/api/employees/${self.id}/profile`)).json()).toMatchObject({
      manager: null,
      directReports: [],
    });

    const gone = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    const orphan = await createEmployee(t.db, { managerEmployeeNumber: gone.employeeNumber });
    expect((await client.get(`/api/employees/${orphan.id}/profile`)).json().manager).toBeNull();
  });

  it('answers 404 for someone unknown or no longer current, 400 for a malformed id', async () => {
    const client = await t.as('emery');
    const gone = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    const ended = await createEmployee(t.db, { terminationDate: '2020-01-31' });
    for (const id of [gone.id, ended.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await client.get(`/api/employees/${id}/profile`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('The employee was not found.');
    }
    const malformed = await client.get('/api/employees/not-an-id/profile');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: ['Not a valid employee id'] });
  });
});

describe('a common directory search (decision 071)', () => {
  // 104 cartographers: more than the 100 a search counts among the first people it reads.
  beforeAll(async () => {
    await Promise.all(
      Array.from({ length: 104 }, (_, index) =>
        createEmployee(t.db, { jobTitle: 'Cartographer', hireDate: dayAgo(index % 40, 4) }),
      ),
    );
  });
  const search = async (query: string) => {
    const body = (await (await t.as('emery')).get(`/api/employees/directory?search=cartog&${query}`)).json();
    return {
      total: body.total,
      moreThanTotal: body.moreThanTotal,
      page: body.page,
      ids: body.items.map((card: Card) => card.id),
    };
  };

  it('says "more than 100" without counting, and counts once the page reaches every match', async () => {
    expect(await search('page=1')).toMatchObject({ total: 100, moreThanTotal: true, page: 1 });
    expect(await search('page=12')).toMatchObject({ total: 100, moreThanTotal: true, page: 12 });
    const last = await search('page=13');
    expect(last).toMatchObject({ total: 104, moreThanTotal: undefined, page: 13 });
    expect(last.ids).toHaveLength(8);
  });

  it.each(['celebration', 'name'] as const)(
    'pages a common search in %s order as the general order does',
    async (sort) => {
      const query = {
        search: 'cartog',
        sort,
        order: 'asc',
        page: 1,
        pageSize: 8,
        today: dayFromToday(0),
      } as const;
      for (const page of [1, 2, 7, 12]) {
        const window = { limit: 8, offset: (page - 1) * 8 };
        const common = await listDirectory(t.db, { ...query, page, commonSearch: true }, window);
        const general = await orderEveryone(t.db, { ...query, page }, window);
        expect(common.map((row) => row.id)).toEqual(general.map((row) => row.id));
      }
    },
  );
});
