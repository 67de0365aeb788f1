import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { certificateCodeFromBytes, formatCertificateCode } from '../packages/domain/src/certificate-code';
import { insertCompletedJourney } from './support/db';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';
import { expectNoAxeViolations } from './support/axe';

/** Screenshots for a look at the screens: `SCREENSHOTS=/tmp/dir`. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`CPD record and certificates (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('the learner reads the record, adds and voids external CPD, and downloads the certificate', async ({ page }) => {
      test.setTimeout(120_000);
      const user = await createUser(page.request);
      const cert = { id: randomBytes(16).toString('base64url'), code: certificateCodeFromBytes(randomBytes(8)), journeyTitle: "Amara's 6-month leadership journey", minutes: 270 };
      insertCompletedJourney(user.email, cert);
      await signInContext(page, user);

      await page.goto('/cpd');
      await expect(page.getByRole('heading', { level: 1, name: 'CPD record' })).toBeVisible();
      await expect(page.getByTestId('cpd-total')).toHaveText('4.5 h (4:30)');
      const certificate = page.getByTestId('certificate');
      await expect(certificate.getByText(formatCertificateCode(cert.code))).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `cpd-${viewport.name}`);

      await page.getByRole('button', { name: 'Add external CPD' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add external CPD' });
      await dialog.getByLabel('Activity').fill('Negotiation short course');
      await dialog.getByLabel('Provider').fill('Strathmore Business School');
      await dialog.getByLabel('Minutes').fill('90');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Add to my record' }).click();
      await expect(page.getByText('Added to your record.')).toBeVisible();
      await expect(page.getByTestId('cpd-total')).toHaveText('6 h (6:00)');

      await page.getByRole('button', { name: 'Remove Negotiation short course' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this entry from your totals?' });
      await confirm.getByLabel('Why remove it?').fill('Entered by mistake');
      await confirm.getByRole('button', { name: 'Remove entry' }).click();
      await expect(page.getByText(/Entry removed from your totals/)).toBeVisible();
      await expect(page.getByTestId('cpd-total')).toHaveText('4.5 h (4:30)');
      await expect(page.getByText(/Removed on .*: Entered by mistake\. It does not count\./)).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent('download'), certificate.getByRole('link', { name: 'Download PDF' }).click()]);
      const pdf = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // Beside it, the certificate as a signed Open Badges 3.0 credential naming the learner and the journey.
      const [exported] = await Promise.all([page.waitForEvent('download'), certificate.getByRole('link', { name: 'Export credential' }).click()]);
      expect(exported.suggestedFilename()).toBe('amara-s-6-month-leadership-journey-credential.json');
      const credential = JSON.parse(await readFile(await exported.path(), 'utf8')) as {
        id: string;
        type: string[];
        credentialSubject: { name: string; achievement: { name: string; achievementType: string } };
        proof: Array<{ cryptosuite: string }>;
      };
      expect(credential.id).toMatch(new RegExp(`/ob/certificates/${cert.id}$`));
      expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
      expect(credential.credentialSubject.name).toBe(user.name);
      expect(credential.credentialSubject.achievement).toMatchObject({ name: cert.journeyTitle, achievementType: 'CertificateOfCompletion' });
      expect(credential.proof[0]?.cryptosuite).toBe('eddsa-rdfc-2022');
      const csv = await page.request.get('/api/me/cpd/export.csv');
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain('Negotiation short course');
    });

    test('anyone verifies a certificate without JavaScript, by link or by code', async ({ browser, page: checker }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport.size, baseURL: BASE_URL });
      const page = await context.newPage();
      const user = await createUser(page.request);
      const cert = { id: randomBytes(16).toString('base64url'), code: certificateCodeFromBytes(randomBytes(8)), journeyTitle: "Kwame's 9-month leadership journey", minutes: 90 };
      insertCompletedJourney(user.email, cert);

      await page.goto(`/verify/${cert.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
      await expect(page.getByText(user.name)).toBeVisible();
      await expect(page.getByText(user.email)).toHaveCount(0);
      await shoot(page, `verify-${viewport.name}`);

      await page.goto('/verify');
      await page.getByLabel('Check a certificate code').fill(formatCertificateCode(cert.code).toLowerCase());
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();

      await page.getByLabel('Check a certificate code').fill('ABCDE-FGHJK-M');
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Unknown certificate' })).toBeVisible();
      await context.close();

      // axe runs as a script, so it checks the same (script-free) pages in a page that allows one.
      await checker.setViewportSize(viewport.size);
      for (const path of [`/verify/${cert.id}`, '/verify?code=ABCDE-FGHJK-M']) {
        await checker.goto(path);
        await expectNoAxeViolations(checker);
      }
    });
  });
}
