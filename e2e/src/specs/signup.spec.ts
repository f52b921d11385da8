import { DEMO, unique } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { latestMail } from '../support/outbox';
import { signInPartner } from '../support/sign-in';

test('a partner signs up by invitation, sets a password from the email and reaches the dashboard', async ({
  page,
  request,
  consoleErrors,
}) => {
  const id = unique();
  const email = `p${id}@example.com`;
  const login = `p${id}`;

  await page.goto(`/signup?ref=${DEMO.partner.code}`);
  await expect(page.getByLabel('Partner code')).toHaveValue(DEMO.partner.code);
  await expect(page.getByText(`Your sponsor: ${DEMO.partner.login}`)).toBeVisible();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Phone').fill('+49 151 2345 6789');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You are registered')).toBeVisible();

  const mail = await latestMail(request, email);
  expect(mail.link).toContain('/set-password?token=');
  await page.goto(mail.link!);
  await page.getByLabel('New password').fill('a-strong-pass-1');
  await page.getByLabel('Repeat the password').fill('a-strong-pass-1');
  await page.getByRole('button', { name: 'Save and sign in' }).click();

  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Anna Smith').first()).toBeVisible();
  await expect(page.getByLabel('Your referral link')).toHaveValue(/\/signup\?ref=[A-Z0-9]{8}$/);
  await expect(page.getByText(DEMO.partner.login).first()).toBeVisible(); // the sponsor

  // The link works once; the password signs in again after logging out.
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInPartner(page, login, 'a-strong-pass-1');
  await page.goto(mail.link!);
  await page.getByLabel('New password').fill('another-pass-2');
  await page.getByLabel('Repeat the password').fill('another-pass-2');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  expect(consoleErrors.filter((e) => /Invalid hook call/.test(e))).toEqual([]);
});

test('signup refuses an unknown invitation code and bad fields with the spec messages', async ({
  page,
}) => {
  await page.goto('/signup?ref=ZZZZ9999');
  await page.getByLabel('First name').fill('Анна');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Login', { exact: true }).fill(`x${unique()}`);
  await page.getByLabel('Phone').fill('12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Latin letters only, no symbols')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();

  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Email').fill(`u${unique()}@example.com`);
  await page.getByLabel('Phone').fill('+49 151 2345 6789');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Registration is by invitation only from active partners').first(),
  ).toBeVisible();
  await expect(page.getByText('You are registered')).toHaveCount(0);
});
