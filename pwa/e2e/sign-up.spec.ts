import { expect, test } from '@playwright/test'
import { futureDate, PASSWORD, uniqueEmail } from './support'

test.describe('sign-up', () => {
  test('a provider signs up with the full form and lands in the provider area', async ({ page }) => {
    const email = uniqueEmail('provider')
    await page.goto('/sign-up/provider')
    await expect(page.getByRole('heading', { level: 1, name: 'Find pharmacy shifts near you' })).toBeVisible()

    // Step 1: account and personal information; the ZIP fills in city and state.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('First name').fill('Maria')
    await page.getByLabel('Last name').fill('Lopez')
    await page.getByLabel('Street address').fill('401 Congress Ave')
    await page.getByLabel('ZIP code').fill('78701')
    await expect(page.getByLabel('City')).toHaveValue('Austin')
    await expect(page.getByLabel('State')).toHaveValue('TX')
    await page.getByRole('button', { name: 'Continue' }).click()

    // Step 2: license and contact.
    await page.getByText('Pharmacist', { exact: true }).click()
    await page.getByLabel('License number').fill('RPH-55012')
    await page.getByLabel('License state').selectOption('TX')
    await page.getByLabel('License expiration date').fill(futureDate())
    await page.getByLabel('Mobile phone').fill('(214) 555-0187')
    await page.getByLabel('Text me when new shifts match my profile').check()
    await page.getByLabel('How did you hear about us?').selectOption('PODCAST')
    await page.getByLabel('Please tell us where').fill('Pharmacy Podcast Network')
    await page.getByText('Shifts', { exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    // Step 3: experience, picked from the reference lists.
    await page.getByLabel('Years of experience').fill('6')
    const pick = async (label: string, search: string, option: string) => {
      const box = page.getByRole('combobox', { name: label })
      await box.fill(search)
      await page.getByRole('option', { name: option }).click()
      await box.press('Escape')
    }
    await pick('Specialties', 'retail', 'Retail')
    await pick('Pharmacy software', 'pioneer', 'PioneerRx')
    await pick('Skills', 'immun', 'Immunizations')
    await pick('Languages you speak', 'span', 'Spanish')
    await expect(page.getByRole('button', { name: 'Remove Spanish' })).toBeVisible()
    await page.getByLabel('About me').fill('Community pharmacist who loves immunization clinics.')
    await page.getByLabel('I have my own malpractice insurance').check()
    await page.getByRole('button', { name: 'Create my account' }).click()

    await expect(page).toHaveURL(/\/provider$/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of ['Shifts', 'My shifts', 'Payments', 'Profile']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeVisible()
    await expect(page.getByTestId('account-name')).toHaveText('Maria Lopez')
  })

  test('a pharmacy signs up and lands in the facility area', async ({ page }) => {
    const email = uniqueEmail('facility')
    await page.goto('/sign-up/facility')
    await page.getByLabel('First name').fill('Daniel')
    await page.getByLabel('Last name').fill('Reyes')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Phone number').fill('212-555-0143')
    await page.getByLabel('Pharmacy name').fill('Midtown Community Pharmacy')
    await page.getByLabel('Street address').fill('350 Fifth Ave')
    await page.getByLabel('ZIP code').fill('10001')
    await expect(page.getByLabel('City')).toHaveValue('New York')
    await expect(page.getByLabel('State')).toHaveValue('NY')
    await page.getByLabel('How did you hear about us?').selectOption('LINKEDIN')
    await page.getByText('Shift coverage', { exact: true }).click()
    await page.getByRole('button', { name: 'Create pharmacy account' }).click()

    await expect(page).toHaveURL(/\/facility$/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of ['Shifts', 'Applicants', 'Providers', 'Billing', 'Organization']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Daniel' })).toBeVisible()
  })
})
