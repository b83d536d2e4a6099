import { personasDay } from '../support/clock';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * Job Opportunities as Emery reads them, on openings Alex posts for the journey: their days
 * counted back from the server's today (the run's clock), so the New badge is asserted on what
 * the journey made, whatever the day and hour. They are deleted at the end, as Alex would.
 */

/** Emery's day, `daysAgo` days back (the 'New' badge counts the reader's days). */
const serverDay = (daysAgo: number) => personasDay(-daysAgo);

test('Emery reads the job openings, newest first with their New badge, and pages through them', async ({
  page,
  signedInAs,
  apiAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const alex = await apiAs('alex');
  // A word of this run's, so the search shows the journey's openings and nothing else.
  const word = `Harbour${Date.now().toString(36)}`;
  const openings = [
    { daysAgo: 0, title: `${word} Site Superintendent`, city: 'Calgary', state: 'AB' },
    { daysAgo: 2, title: `${word} Estimator`, city: 'Houston', state: 'TX' },
    { daysAgo: 6, title: `${word} Safety Lead`, city: 'Toronto', state: 'ON' },
    // A week ago is no longer new.
    { daysAgo: 7, title: `${word} Facilities Coordinator`, city: 'Toronto', state: 'ON' },
    { daysAgo: 12, title: `${word} Payroll Clerk`, city: 'Doha', state: null },
  ];
  const ids: string[] = [];
  for (const opening of openings) {
    const response = await alex.post('/api/admin/job-openings', {
      data: {
        jobTitle: opening.title,
        datePosted: serverDay(opening.daysAgo),
        city: opening.city,
        state: opening.state,
        country: opening.state ? (opening.state === 'TX' ? 'USA' : 'Canada') : 'Qatar',
        jobDetailsUrl: `https://careers.example.com/jobs/${opening.daysAgo}`,
        applyUrl: `https://careers.example.com/jobs/${opening.daysAgo}/apply`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }

  await signedInAs('emery');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Job Opportunities' })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
  const jobs = page.getByRole('list', { name: 'Job opportunities' }).getByRole('listitem');
  const showing = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(jobs).toHaveCount(3);
  await expect(showing).toHaveText(/^Showing 1 to 3 of \d+ job opportunities$/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('careers-1366.png'), fullPage: true });

  const search = page.getByRole('searchbox', { name: 'Search job opportunities' });
  await search.fill(word);
  await expect(showing).toHaveText('Showing 1 to 3 of 5 job opportunities');
  // Newest first: posted today, 2 and 6 days ago, all three new.
  await expect(jobs.nth(0)).toContainText(openings[0]!.title);
  await expect(jobs.nth(1)).toContainText(openings[1]!.title);
  await expect(jobs.nth(2)).toContainText(openings[2]!.title);
  await expect(jobs.getByText('New', { exact: true })).toHaveCount(3);
  const first = jobs.first();
  await expect(first.getByRole('link', { name: openings[0]!.title, exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );
  const apply = first.getByRole('link', { name: `Apply for ${openings[0]!.title}` });
  await expect(apply).toHaveAttribute('href', 'https://careers.example.com/jobs/0/apply');
  await expect(apply).toHaveAttribute('rel', /noopener/);
  await expect(first).toContainText('Calgary, AB, Canada');

  // Page 2: 7 and 12 days ago, neither new; the address keeps the page and the search.
  const pager = page.getByRole('navigation', { name: 'Pages of job opportunities' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(jobs).toHaveCount(2);
  await expect(jobs.first()).toContainText(openings[3]!.title);
  await expect(jobs.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(jobs.first()).toContainText(openings[3]!.title);
  await expect(showing).toHaveText('Showing 4 to 5 of 5 job opportunities');

  for (const id of ids) expect((await alex.delete(`/api/admin/job-openings/${id}`)).status()).toBe(204);
});
