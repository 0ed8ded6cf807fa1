import { expect, test } from '@playwright/test'
import { facilitySignUpBody, PASSWORD, uniqueEmail } from './support'

test.describe('validation messages', () => {
  test('the provider form explains bad names and PO Box addresses in the API’s words', async ({ page }) => {
    await page.goto('/sign-up/provider')

    const lastName = page.getByLabel('Last name')
    await lastName.fill('Sm1th')
    await lastName.blur()
    await expect(page.getByText('Last Name must only contain letters')).toBeVisible()
    await expect(lastName).toHaveAttribute('aria-invalid', 'true')

    const street = page.getByLabel('Street address')
    await street.fill('PO Box 1234')
    await street.blur()
    await expect(page.getByText('PO Box addresses are not accepted')).toBeVisible()

    // Fixing a field clears its message.
    await lastName.fill('Smith')
    await expect(page.getByText('Last Name must only contain letters')).toHaveCount(0)

    // Continuing with empty required fields shows every message of the step and stays on it.
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('First Name is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
  })

  test('the facility form shows a taken e-mail on the e-mail field', async ({ page, request }) => {
    const email = uniqueEmail('facility')
    expect((await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email) })).status()).toBe(201)

    await page.goto('/sign-up/facility')
    await page.getByLabel('First name').fill('Lena')
    await page.getByLabel('Last name').fill('Park')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Phone number').fill('(646) 555-0199')
    await page.getByLabel('Pharmacy name').fill('Chelsea Pharmacy')
    await page.getByLabel('Street address').fill('210 W 23rd St')
    await page.getByLabel('ZIP code').fill('10001')
    await expect(page.getByLabel('City')).toHaveValue('New York')
    await page.getByLabel('How did you hear about us?').selectOption('OTHER')
    await page.getByRole('button', { name: 'Create pharmacy account' }).click()
    await expect(page.getByText('Please specify')).toBeVisible()
    await page.getByLabel('Please tell us where').fill('A colleague at a conference')
    await page.getByRole('button', { name: 'Create pharmacy account' }).click()

    const emailField = page.getByLabel('Work email')
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await expect(emailField).toBeFocused()
    await expect(page).toHaveURL(/\/sign-up\/facility$/)
  })
})
