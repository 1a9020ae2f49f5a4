import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { latestVerificationCode } from './support/outbox';
import { signInAsAdmin, signInAsCustomer, submitSignInForm } from './support/session';

const portrait = path.join(import.meta.dirname, 'fixtures', 'portrait.png');

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await submitSignInForm(page, { email, password });
  await expect(page).toHaveURL(/\/$/);
}

test.describe('the whole account journey', () => {
  // Signing in with the replaced password is refused on purpose (401).
  test.use({ expectedFailedRequests: [401] });

  test('a customer signs up, edits the profile and picture, changes the password, signs out, recovers it by the mailed code and signs in again', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `lena.${Date.now()}@example.com`;
    const firstPassword = 'Murals-for-2026';
    const secondPassword = 'Brighter-Walls-7';
    const finalPassword = 'Canvas-and-Frame-9';

    // Sign up (docs/product/accounts.md#sign-up): success message, then /sign-in after 1.5 s.
    await page.goto('/sign-up');
    await page.getByLabel('Username').fill('Lena Fischer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByLabel('Phone').fill('+1 416 555 0199');
    await page.getByLabel('Address').fill('8 Brush Street, Toronto');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5_000 });

    await signInWithForm(page, email, firstPassword);

    // Profile: read-only until Edit Profile; save name and a new picture.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByLabel('Name')).not.toBeEditable();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Lena F. Fischer');
    await page.locator('input[type="file"]').setInputFiles(portrait);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Lena F. Fischer');
    const picture = page.locator('img[src^="/uploads/"]').first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Change password in the dialog, with a mismatch first.
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password', { exact: true }).fill(firstPassword);
    await dialog.getByLabel('New Password', { exact: true }).fill(secondPassword);
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Something-else-1');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('New passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(secondPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog).toBeHidden();

    // Sign out: back home as a guest.
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible();

    // Recover the password with the code from the outbox.
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    const code = await latestVerificationCode(email);
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Your verification was successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/new-password$/, { timeout: 5_000 });
    await page.getByLabel('New Password', { exact: true }).fill(finalPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(finalPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/success$/, { timeout: 5_000 });
    await page.getByRole('link', { name: 'Back to Sign In' }).or(page.getByRole('button', { name: 'Back to Sign In' })).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    // The old passwords no longer work; the new one does.
    await submitSignInForm(page, { email, password: secondPassword });
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await signInWithForm(page, email, finalPassword);
    await expect(page.getByRole('button', { name: /account menu for lena f\. fischer/i })).toBeVisible();
  });
});

test.describe('validation messages', () => {
  // The wrong-code test gets a 400 from verify-otp on purpose.
  test.use({ expectedFailedRequests: [400] });
  test('sign in asks for both fields', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please fill all fields')).toBeVisible();
  });

  test('sign up blocks a weak password and shows the live checklist', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Username').fill('Sam');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Country').selectOption('UK');
    await page.getByLabel('Phone').fill('020 7946 0958');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please fix all password requirements before submitting.')).toBeVisible();
    await expect(page.getByText(/at least 8 characters/i).first()).toBeVisible();
  });

  test('forgot password checks the address', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  });

  test('a wrong code is refused and the boxes are cleared', async ({ page, request }) => {
    const email = `otp.${Date.now()}@example.com`;
    await request.post('/api/auth/register', {
      data: { name: 'Otto', email, password: 'Painted-Walls-1', address: '', country: 'USA', phone: '2125550100', language: 'English' },
    });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    const real = await latestVerificationCode(email);
    const wrong = real === '0000' ? '1111' : '0000';
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('');
    await expect(page.getByLabel('Digit 1 of 4')).toBeFocused();
  });

  test('new password opened without a verified code explains how to start', async ({ page }) => {
    await page.goto('/new-password');
    // Without a verified code the screen explains how to start instead of a form.
    await expect(page.getByRole('link', { name: /start password recovery/i })).toBeVisible();
  });
});

test('an admin sees Admin Dashboard in the user menu; a customer does not', async ({ page, request, browser }) => {
  await signInAsAdmin(page, request);
  await page.goto('/');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();

  const customerPage = await browser.newPage();
  await signInAsCustomer(customerPage, request);
  await customerPage.goto('/');
  await customerPage.getByRole('button', { name: /account menu/i }).click();
  await expect(customerPage.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(customerPage.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await customerPage.close();
});

test.describe('axe on each account screen', () => {
  for (const route of ['/sign-up', '/sign-in', '/forgot-password', '/verify-otp', '/new-password', '/success']) {
    test(`${route} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/dashboard/profile has no serious accessibility violation', async ({ page, request }) => {
    await signInAsCustomer(page, request);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
