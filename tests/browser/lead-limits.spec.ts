import { startDemoHost, type DemoHost } from '../../scripts/demo-host-process.mjs';
import { CONTACT_WORDS } from '../../demo-host/site/pages/forms';
import { expect, test } from './fixtures';
import { fillByLabel, text } from './forms-helpers';

/**
 * The reference service with its production limits (5 lead sends per address a minute): the 6th
 * contact post answers 429 with Retry-After, and the form says when to try again and keeps what was typed.
 */
test.describe.configure({ timeout: 240_000 });
let host: DemoHost;
test.beforeAll(async () => {
  host = await startDemoHost({ readyPath: '/nl', env: { DATASET_SIZE: '200', EB_LEAD_LIMIT_PER_IP: '', EB_LEAD_LIMIT_PER_SITE: '', EB_LEAD_LIMIT_WINDOW_S: '' } });
});
test.afterAll(async () => {
  await host?.stop();
});

test('the 6th contact in a minute from one address: 429, the form says "try again in N s", nothing typed is lost', async ({ page, request, guard }) => {
  guard.allowConsoleError(/429|\[estate-blocks\]/);
  const body = { website: '', startedAt: Date.now() - 10_000, firstName: 'Tom', lastName: 'Claes', email: 'tom@example.com', message: 'Earlier', locale: 'nl', agreements: ['privacy-statement'] };
  for (let i = 1; i <= 5; i++) {
    const res = await request.post(`${host.baseURL}/api/sites/demo/contact`, { data: body, headers: { origin: host.baseURL, 'x-site-id': 'demo' } });
    expect(res.status(), `send ${i}`).toBe(201);
  }
  const answers: [number, string | null][] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/sites/demo/contact')) answers.push([r.status(), r.headers()['retry-after'] ?? null]);
  });
  await page.goto(`${host.baseURL}/nl/${CONTACT_WORDS.nl}`);
  const block = page.locator('[data-block="contact-form"]');
  const typed: [string, string][] = [
    [text('nl', 'form.field.firstName'), 'Marie'],
    [text('nl', 'form.field.lastName'), 'Dubois'],
    [text('nl', 'form.field.email'), 'marie@example.com'],
    [text('nl', 'form.field.message'), 'Is het appartement nog beschikbaar?'],
  ];
  await fillByLabel(page, typed);
  await block.getByRole('checkbox', { name: text('nl', 'form.consent.label') }).check();
  await block.getByRole('button', { name: text('nl', 'contact.submit') }).click();
  await expect(block.getByRole('alert')).toContainText(/Te veel verzendingen\. Probeer het over \d+ seconden opnieuw/);
  expect(answers).toHaveLength(1);
  expect(answers[0][0]).toBe(429);
  expect(Number(answers[0][1])).toBeGreaterThan(0);
  for (const [label, value] of typed) await expect(block.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  await expect(block.getByRole('checkbox', { name: text('nl', 'form.consent.label') })).toBeChecked();
});
