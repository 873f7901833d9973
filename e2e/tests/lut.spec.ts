import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi } from './support';

// The head office's registration keeps its Letter of Undertaking in the office form: the demo records
// one for the current financial year, and an ARN of the wrong shape is refused before anything is saved.

test('the office form shows the registration’s LUT and refuses an ARN of the wrong shape', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/offices');
  await page.getByRole('button', { name: 'Edit Head Office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Office' });
  await expect(dialog.getByLabel('LUT ARN')).toHaveValue(/^AD[0-9A-Z]{13}$/);
  await expect(dialog.getByLabel('LUT Financial Year')).toHaveValue(/^\d{4}-\d{2}$/);
  await dialog.getByLabel('LUT ARN').fill('AB12');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Enter the LUT’s ARN: 15 letters or digits starting with AD')).toBeVisible();
  await expect(page.getByText('LUT ARN Error')).toBeVisible();
  // The field-error toast may lie over the dialog's buttons while it shows: close with Escape.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
