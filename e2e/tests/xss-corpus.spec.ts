import type { Page } from '@playwright/test';
import { SHORT_XSS_PAYLOADS, XSS_PAYLOADS } from '@portico/domain/testing/xss-payloads';
import { api } from '../support/api';
import { expect, openAs, test } from '../support/fixtures';
import { daysAhead } from '../support/requests';

/**
 * DESIGN §10: whatever people type is shown as text, or as sanitised rich text, and never runs.
 * Every payload of the corpus goes through the portal's text fields, plain and rich, by the
 * API as a hostile client would send it; then the pages that show them are opened in Chromium.
 * No dialog may open, no payload may set `window.__xss`, and no element that can run script may
 * appear; plain text must read back exactly as typed.
 */
const CORPUS = XSS_PAYLOADS.join('\n');
const shortPayload = (index: number) => SHORT_XSS_PAYLOADS[index % SHORT_XSS_PAYLOADS.length]!;

/** Groups of payloads, each within a field's limit, together covering the whole corpus. */
function chunksOf(limit: number): string[] {
  const chunks: string[] = [];
  for (const payload of SHORT_XSS_PAYLOADS) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + payload.length <= limit)
      chunks[chunks.length - 1] = `${last} ${payload}`;
    else chunks.push(payload);
  }
  return chunks;
}

/** Elements and attributes that would run script if a payload had become markup. */
const RUNNABLE =
  'script:not([src]), iframe[srcdoc], object, embed, base, meta[http-equiv], ' +
  '[onerror], [onload], [onmouseover], [ontoggle], [onfocus], [onclick], ' +
  'a[href^="javascript:" i], a[href^="data:" i], form[action^="javascript:" i], iframe[src^="javascript:" i]';

/** Collects every dialog the page opens (an alert that ran). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  // Give an injected handler (an image's onerror, a focus) the moment it would need to fire.
  await page.waitForTimeout(300);
  const found = await page.evaluate((selector) => {
    const window = globalThis as unknown as {
      __xss?: unknown;
      document: { querySelectorAll(selector: string): ArrayLike<{ outerHTML: string }> };
    };
    return {
      flag: window.__xss ?? null,
      runnable: Array.from(window.document.querySelectorAll(selector)).map((element) =>
        element.outerHTML.slice(0, 120),
      ),
    };
  }, RUNNABLE);
  expect(found, where).toEqual({ flag: null, runnable: [] });
  expect(dialogs, where).toEqual([]);
}

test('the XSS corpus through every text field runs nowhere, in Chromium', async ({ browser }) => {
  // Four people and two dozen pages on a shared machine.
  test.setTimeout(420_000);
  expect(CORPUS.length).toBeLessThanOrEqual(4000);
  const made: { page: Page; path: string }[] = [];

  // Emery: a request (name and details), a personal quick link, her profile's text.
  const emery = await openAs(browser, 'emery');
  const emeryDialogs = watchDialogs(emery);
  const categories = await api(emery, '/api/request-categories?type=Support%20Request');
  const category = (categories.body.items as { id: string }[])[0]!.id;
  const description = shortPayload(0);
  const request = await api(emery, '/api/requests', 'POST', {
    type: 'Support Request',
    onBehalf: false,
    category,
    priority: '2 - Medium',
    neededBy: daysAhead(14),
    description,
    requestDetails: CORPUS,
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const requestId = request.body.id as string;
  made.push({ page: emery, path: `/api/requests/${requestId}` });

  const label = shortPayload(1);
  const link = await api(emery, '/api/quick-links', 'POST', {
    label,
    url: 'https://example.com/xss',
    icon: 'IconWorld',
    iconColor: '#1c7ed6',
  });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  made.push({ page: emery, path: `/api/quick-links/${link.body.id as string}` });

  const profileBefore = (await api(emery, '/api/profile')).body;
  const aboutMe = chunksOf(250)[0]!;
  const profile = await api(emery, '/api/profile', 'PATCH', {
    title: shortPayload(2),
    department: shortPayload(3),
    birthdate: (profileBefore.birthdate as string | null) ?? '1990-05-17',
    aboutMe,
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);

  // A comment on her request: plain text, with its links made links (decision 046).
  const comment = await api(emery, `/api/requests/${requestId}/comments`, 'POST', { body: CORPUS });
  expect(comment.status, JSON.stringify(comment.body)).toBe(201);

  // A forecast's title and other information, and a message to the portal team (rich text).
  const forecastTitle = shortPayload(9);
  const forecast = await api(emery, '/api/forecasts', 'POST', {
    jobTitle: forecastTitle,
    division: 'Northpeak Logistics',
    type: 'Hourly - Internal',
    plannedStartDate: daysAhead(30),
    isEmployeeHired: false,
    requiresLaptop: false,
    otherImportantInfo: chunksOf(2000)[0],
  });
  expect(forecast.status, JSON.stringify(forecast.body)).toBe(201);
  const forecastId = forecast.body.id as string;
  made.push({ page: emery, path: `/api/forecasts/${forecastId}` });
  const subject = shortPayload(10);
  const message = await api(emery, '/api/contact-messages', 'POST', {
    subject,
    message: `<p>Hello.</p>${CORPUS}`,
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);

  await emery.goto('/serviceRequests');
  await expect(emery.getByText(description, { exact: true }).first()).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'request list');
  await emery.goto(`/serviceRequests/${requestId}`);
  await expect(emery.getByText(XSS_PAYLOADS[2], { exact: false }).first()).toBeVisible();
  await expect(
    emery.getByRole('list', { name: 'Activity' }).getByText(XSS_PAYLOADS[0], { exact: false }),
  ).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'request detail and its comments');
  await emery.goto('/employeeForecasts');
  await expect(emery.getByText(forecastTitle, { exact: true }).first()).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'forecast list');
  await emery.goto(`/employeeForecasts/${forecastId}`);
  await expect(emery.getByText(forecastTitle, { exact: true }).first()).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'forecast detail');
  await emery.goto('/');
  await expect(emery.getByText(label, { exact: true }).first()).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'dashboard quick links');
  await emery.goto('/profile');
  await expect(emery.getByText(aboutMe, { exact: true })).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'profile');

  // Blair: a news post, its title and brief as text, its description as rich text.
  const blair = await openAs(browser, 'blair');
  const blairDialogs = watchDialogs(blair);
  const title = shortPayload(4);
  const post = await api(blair, '/api/news-events', 'POST', {
    type: 'News',
    visibleFrom: daysAhead(0),
    visibleTo: daysAhead(3),
    title,
    briefDescription: shortPayload(5),
    description: `<p>Read on.</p>${CORPUS}`,
    backgroundImage: 'background1',
  });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  made.push({ page: blair, path: `/api/news-events/${post.body.id as string}` });
  await blair.goto(`/newsEvents/${post.body.id as string}`);
  await expect(blair.getByText(title, { exact: true }).first()).toBeVisible();
  await expectNothingRan(blair, blairDialogs, 'news post');
  await blair.goto('/newsEvents');
  await expectNothingRan(blair, blairDialogs, 'news list');

  // Alex: a quote per group of payloads, and a job opening, in the admin lists and on Careers.
  const alex = await openAs(browser, 'alex');
  const alexDialogs = watchDialogs(alex);
  for (const quote of chunksOf(500)) {
    const saved = await api(alex, '/api/admin/quotes', 'POST', { quote, author: shortPayload(6) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    made.push({ page: alex, path: `/api/admin/quotes/${saved.body.id as string}` });
  }
  const jobTitle = shortPayload(7);
  const job = await api(alex, '/api/admin/job-openings', 'POST', {
    jobTitle,
    datePosted: daysAhead(0),
    city: shortPayload(8).slice(0, 100),
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  made.push({ page: alex, path: `/api/admin/job-openings/${job.body.id as string}` });
  await alex.goto('/admin/quotes');
  await expectNothingRan(alex, alexDialogs, 'quotes administration');
  await alex.goto('/admin/careers');
  await expect(alex.getByText(jobTitle, { exact: true }).first()).toBeVisible();
  await expectNothingRan(alex, alexDialogs, 'job openings administration');
  await alex.goto('/careers');
  await expect(alex.getByText(jobTitle, { exact: true }).first()).toBeVisible();
  await expectNothingRan(alex, alexDialogs, 'careers');
  await alex.goto(`/serviceRequests/${requestId}`);
  await expectNothingRan(alex, alexDialogs, 'request detail as the IT desk');
  await alex.goto('/contactMessages');
  await expect(alex.getByText(subject, { exact: true }).first()).toBeVisible();
  await expectNothingRan(alex, alexDialogs, 'contact messages');

  // A training (announced to everyone by its name, as it has a video), a holiday and a request
  // category.
  const trainingName = shortPayload(11);
  const training = await api(alex, '/api/admin/training-docs', 'POST', {
    name: trainingName,
    type: 'Training',
    trainingType: 'Legislative',
    category: 'Warehouse',
    subCategory: 'Safety',
    region: 'Canada',
    group: shortPayload(12),
    description: chunksOf(2000)[0],
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  expect(training.status, JSON.stringify(training.body)).toBe(201);
  const trainingId = training.body.id as string;
  made.push({ page: alex, path: `/api/admin/training-docs/${trainingId}` });
  const holidayName = shortPayload(13);
  const holiday = await api(alex, '/api/admin/approval-reminders/holidays', 'POST', {
    day: '2099-12-31',
    name: holidayName,
  });
  expect(holiday.status, JSON.stringify(holiday.body)).toBe(201);
  made.push({ page: alex, path: '/api/admin/approval-reminders/holidays/2099-12-31' });
  const categoryName = shortPayload(14).slice(0, 80);
  const newCategory = await api(alex, '/api/admin/request-categories', 'POST', {
    name: categoryName,
    requestType: 'Support Request',
    active: true,
  });
  expect(newCategory.status, JSON.stringify(newCategory.body)).toBe(201);
  made.push({ page: alex, path: `/api/admin/request-categories/${newCategory.body.id as string}` });
  for (const [path, shown, where] of [
    ['/admin/training-docs', trainingName, 'trainings administration'],
    ['/admin/approval-reminders', holidayName, 'holidays'],
    ['/admin/request-categories', categoryName, 'request categories administration'],
  ] as const) {
    await alex.goto(path);
    await expect(alex.getByText(shown, { exact: true }).first()).toBeVisible();
    await expectNothingRan(alex, alexDialogs, where);
  }
  await emery.goto(`/helpDocs/${trainingId}`);
  await expect(emery.getByText(trainingName, { exact: true }).first()).toBeVisible();
  await expectNothingRan(emery, emeryDialogs, 'training detail');
  await emery.goto('/helpDocs');
  await expectNothingRan(emery, emeryDialogs, 'training library');
  await emery.goto('/notifications');
  await expect(emery.getByText(trainingName, { exact: false }).first()).toBeVisible();
  await emery.getByRole('button', { name: 'Notifications' }).click();
  await expectNothingRan(emery, emeryDialogs, 'notifications and the bell');
  await emery.keyboard.press('Escape');

  // Leave the demo as it was for any journey after this one.
  for (const { page, path } of made.reverse()) {
    expect((await api(page, path, 'DELETE')).status, path).toBeLessThan(300);
  }
  const restored = await api(emery, '/api/profile', 'PATCH', {
    title: profileBefore.title,
    department: profileBefore.department,
    birthdate: (profileBefore.birthdate as string | null) ?? '1990-05-17',
    aboutMe: profileBefore.aboutMe,
  });
  expect(restored.status).toBe(200);
});
