import { DEMO_PUBLIC_CV_ID } from '../../mocks/resume/fixtures';
import { expect, test } from '../e2e/fixtures';
import { MANAGER_FULL_NAME, text } from '../e2e/texts';

// The public CV on the build that ships (docs/decisions/037-public-cv.md): what the network
// answers a stranger is the public CV, not only what the screen shows. No rate, income, remark,
// setting, version or contact detail is in the CV's answer; and the manager id opens nothing.

// The not-found answer below is logged by Chromium as a failed load.
test.use({
  allowedConsoleErrors: [/^\[console\.error\] Failed to load resource: .*404.*\/api\/v1\/manager\/cv\/10427/],
});

const PRIVATE_KEYS = [
  'dailyRateFrom',
  'dailyRateTo',
  'annualTargetIncome',
  'availableFromRemarks',
  'mobilityRemarks',
  'notificationSettings',
  'versions',
  'version',
  'savedAt',
  'contactDetails',
  'reference',
  'emails',
  'phones',
  'street',
  'birthDate',
  'manager_id',
];

function keysAtAnyDepth(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((each) => keysAtAnyDepth(each, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysAtAnyDepth(inner, into);
    }
  }
  return into;
}

test('the public CV: its network answer holds no rate, income, remark or setting', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1/manager/cv/${DEMO_PUBLIC_CV_ID}`,
  );
  await page.goto(`/manager/cv/${DEMO_PUBLIC_CV_ID}`);
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = await response.text();
  const keys = keysAtAnyDepth(JSON.parse(body));
  expect(PRIVATE_KEYS.filter((key) => keys.has(key))).toEqual([]);
  // The CV itself is there, and no e-mail address in any text.
  expect(keys.has('workExperience')).toBe(true);
  expect(body).not.toMatch(/@/);
  await expect(page.getByRole('heading', { level: 1, name: MANAGER_FULL_NAME.de })).toBeVisible();
  await expect(page.getByRole('region', { name: text('de', 'resume:section.workExperience') })).toBeVisible();

  // The manager id is no way in: not found, and the owner's own path is never asked.
  const notFound = page.waitForResponse((each) => new URL(each.url()).pathname === '/api/v1/manager/cv/10427');
  await page.goto('/manager/cv/10427');
  expect((await notFound).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:public.notFound') })).toBeVisible();
  expect(asked).not.toContain('/api/v1/manager/10427');
});
