import { expect, test, type Page } from '@playwright/test';
import { createUser, signInContext } from './support/users';
import { updateUser } from './support/db';
import { BASE_URL } from './support/env';
import { expectNoAxeViolations } from './support/axe';

test.use({ reducedMotion: 'reduce' });

/** Set JOURNEY_SHOTS_DIR to keep screenshots of the screens (for looking at them, not asserted). */
async function shot(page: Page, name: string) {
  if (process.env.JOURNEY_SHOTS_DIR) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The check-in module's knowledge check, as an author would write it. */
const CHECK_IN_QUESTIONS = [
  {
    prompt: 'Your team of six works across three towns and mobile data is costly. Which weekly check-in keeps everyone informed at the lowest cost?',
    options: [
      [
        'A one-hour video call every Monday morning.',
        'A long call costs the most data, drops on weak lines, and the quietest people rarely speak up.',
      ],
      [
        'Three written lines each on Monday: done, next, stuck.',
        'Short text travels on any connection, can be read when the network returns, and shows at once who is stuck.',
      ],
      [
        'A report each Friday to the manager only.',
        'The team never sees each other’s work, so nobody can help the one who is stuck.',
      ],
    ],
    correct: 1,
  },
  {
    prompt: 'A colleague’s check-in says “stuck” three weeks running on the same task. What do you do first?',
    options: [
      [
        'Call them privately and ask what is blocking the task.',
        'A short private question shows whether the block is a skill, a tool or a person, which the check-in alone cannot.',
      ],
      [
        'Tell them in the group chat to try harder.',
        'Public pressure teaches people to hide problems instead of naming them.',
      ],
      [
        'Give the task to someone else without discussing it.',
        'It solves this week, but the person learns that saying “stuck” costs them their work.',
      ],
    ],
    correct: 0,
  },
  {
    prompt: 'Half the team stops posting check-ins after a month. What is most likely to bring them back?',
    options: [
      [
        'Make the check-in longer so it feels more important.',
        'A longer form is more work and more data: fewer people will post.',
      ],
      [
        'Stop the check-ins: they have failed.',
        'The habit fades when nothing follows it; dropping it loses the early warning it gives.',
      ],
      [
        'Reply to each check-in, and act on one “stuck” every week.',
        'People keep writing when they see their lines read and acted on.',
      ],
    ],
    correct: 2,
  },
] as const;

test('on a phone, an admin authors a journey: creates it, adds two modules with a server preview, reorders them with the keyboard, publishes; axe finds nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await createUser(page.request);
  updateUser(admin.email, { role: 'admin' });
  await signInContext(page, admin);
  const slug = `lead-remotely-${Date.now()}`;

  await page.goto('/admin/journeys');
  await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Journeys' }).getByRole('heading', { name: "Amara's Path" })).toBeVisible();
  await shot(page, 'journeys-list-390');
  await expectNoAxeViolations(page, 'journeys list');

  await page.getByRole('button', { name: 'New journey' }).click();
  const create = page.getByRole('dialog', { name: 'New journey' });
  await create.getByLabel('Title').fill('Lead remote teams');
  await create.getByLabel('Id in the address').fill('custom');
  await create.getByLabel('Summary').fill('Keep a spread-out team together, on any connection.');
  await create.getByRole('button', { name: 'Create journey' }).click();
  await expect(create.getByText("'custom' is the custom path's id. Choose another id.")).toBeVisible();
  await create.getByLabel('Id in the address').fill(slug);
  await create.getByRole('button', { name: 'Create journey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead remote teams' })).toBeVisible();
  await expect(page.getByText('Add at least one module before publishing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish version 1' })).toBeDisabled();

  for (const [title, id] of [
    ['Check in without a meeting', 'check-in'],
    ['Agree how you reply', 'reply-rules'],
  ] as const) {
    await page.getByRole('button', { name: 'Add module' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a module' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Id in the address').fill(id);
    await dialog.getByLabel('Summary').fill('One habit for a team that rarely sits in one room.');
    await dialog.getByRole('textbox', { name: 'Lesson' }).fill('## Why it matters\n\nA short written check-in beats a long call on a weak line.\n\n<script>window.__xss = 1</script>');
    await dialog.getByRole('textbox', { name: 'Practice exercise' }).fill('Ask your team for three lines each on Monday: done, next, stuck.');
    await dialog.getByLabel('Reflection question').fill('What did the check-ins show you that meetings did not?');
    if (id === 'check-in') {
      await dialog.getByRole('button', { name: 'Preview' }).first().click();
      const preview = dialog.getByRole('region', { name: 'Lesson preview' });
      await expect(preview.getByRole('heading', { level: 3, name: 'Why it matters' })).toBeVisible();
      await expect(preview.locator('script')).toHaveCount(0);
      await shot(page, 'module-dialog-390');
      await expectNoAxeViolations(page, 'module dialog with its preview');
      // Its knowledge check: three scenario questions, one option of each marked correct.
      for (const [i, q] of CHECK_IN_QUESTIONS.entries()) {
        await dialog.getByRole('button', { name: 'Add a question' }).click();
        const item = dialog
          .getByRole('list', { name: 'Questions of the knowledge check' })
          .getByRole('listitem')
          .filter({ has: page.getByLabel(`Question ${i + 1}`, { exact: true }) });
        await item.getByLabel(`Question ${i + 1}`, { exact: true }).fill(q.prompt);
        for (const [j, [text, why]] of q.options.entries()) {
          await item.getByLabel(`Option ${j + 1}`, { exact: true }).fill(text);
          await item.getByLabel(`Why option ${j + 1} is right or wrong`).fill(why);
        }
        await item.getByRole('radio', { name: `Option ${q.correct + 1} is correct` }).check();
      }
      await expectNoAxeViolations(page, 'module dialog with its knowledge check');
    }
    await dialog.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByText(`Added “${title}” to the draft.`)).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Reorder with the keyboard alone: focus Move down on the first module and press Enter.
  const modules = page.getByRole('list', { name: 'Modules of the draft' });
  await page.getByRole('button', { name: 'Move “Check in without a meeting” down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Moved “Check in without a meeting” down to place 2.')).toBeVisible();
  await expect(modules.getByRole('listitem').first()).toContainText('Agree how you reply');

  const rule = page.getByRole('region', { name: 'Completion rule and capstone' });
  await rule.getByRole('textbox', { name: 'Capstone brief' }).fill('Run written check-ins for four weeks and show what changed.');
  await rule.getByLabel('Pass mark for knowledge checks (%)').fill('67');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(rule.getByText('Saved in the draft.')).toBeVisible();
  await shot(page, 'journey-editor-390');
  await expectNoAxeViolations(page, 'journey editor');

  await page.getByRole('button', { name: 'Publish version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish version 1?' });
  await expect(confirm).toContainText('2 modules in this order, 2 required modules.');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 is published: new enrolments pin it.')).toBeVisible();
  await expect(page.getByText(`Learners see version 1 at /journeys/${slug}.`)).toBeVisible();

  // Learners now get it, in the order set above.
  const journey = await page.request.get(`/api/journeys/${slug}`);
  expect(journey.status()).toBe(200);
  const body = (await journey.json()) as { modules: Array<{ slug: string }> };
  expect(body.modules.map((m) => m.slug)).toEqual(['reply-rules', 'check-in']);
  // Enrolled, a learner is asked the check as written, with the version's pass mark.
  expect((await page.request.put(`/api/journeys/${slug}/enrolment`, { headers: { origin: BASE_URL } })).status()).toBeLessThan(300);
  const checkRes = await page.request.get(`/api/journeys/${slug}/modules/check-in/check`);
  const check = (await checkRes.json()) as {
    passMark: number;
    questions: Array<{ prompt: string; options: string[] }>;
  };
  expect(check.passMark).toBe(67);
  expect(check.questions.map((q) => q.prompt)).toEqual(CHECK_IN_QUESTIONS.map((q) => q.prompt));
  expect(check.questions[0]!.options).toEqual(CHECK_IN_QUESTIONS[0].options.map(([text]) => text));
  // Nothing overflows sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
