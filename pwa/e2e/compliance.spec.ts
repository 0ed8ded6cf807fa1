/**
 * Compliance, onboarding and referrals in the provider's app (issue 13 §5): the checklist with
 * its progress, a training module read and passed, and the referral page with its share link,
 * an invitation and the funnel; the share link fills in the sign-up form's code.
 */
import { expect, test } from '@playwright/test'
import { licensedProvider } from './facility-fixtures'
import { PASSWORD, uniqueEmail } from './support'

/** The right option of each HIPAA question (api/modules/compliance/training/catalog.ts). */
const HIPAA_ANSWERS = [
  'A patient’s name together with the drug they take',
  'Confirm two identifiers, such as name and date of birth',
  'Decline and ask the pharmacist in charge to reset theirs',
  'Report it to the pharmacist in charge or privacy officer the same day',
]

test.describe('onboarding, training and referrals', () => {
  test('the checklist shows progress; a training module is read and passed; the referral page shares a link and invites', async ({ page, request, browser }) => {
    const p = await licensedProvider(request)
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(p.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/provider$/)

    await page.goto('/provider/onboarding')
    // The sign-up license is verified; profile details, background check, payouts and training are open.
    await expect(page.getByTestId('checklist-progress')).toHaveText('1 of 5 done')
    await expect(page.getByRole('link', { name: /Finish your compliance training/ })).toHaveAttribute('href', '/provider/onboarding/training')

    await page.getByRole('link', { name: 'Go to compliance training' }).click()
    await expect(page.getByRole('heading', { name: 'Compliance training', level: 1 })).toBeVisible()
    await expect(page.getByText('0 of 3 required modules completed.')).toBeVisible()
    await page.getByRole('link', { name: /HIPAA privacy and security/ }).click()
    await expect(page.getByRole('heading', { name: 'Minimum necessary' })).toBeVisible()
    await page.getByRole('button', { name: 'Start this module' }).click()
    const quiz = page.getByRole('form', { name: 'Quiz' })
    // One wrong answer first: the quiz says so and stays open.
    await quiz.getByLabel('The pharmacy’s store hours').check()
    for (const answer of HIPAA_ANSWERS.slice(1)) await quiz.getByLabel(answer).check()
    await quiz.getByRole('button', { name: 'Submit answers' }).click()
    await expect(page.getByText('3 of 4 right')).toBeVisible()
    await quiz.getByLabel(HIPAA_ANSWERS[0]!).check()
    await quiz.getByRole('button', { name: 'Submit answers' }).click()
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()
    await page.getByRole('link', { name: 'All modules' }).click()
    await expect(page.getByText('1 of 3 required modules completed.')).toBeVisible()

    await page.goto('/provider/referrals')
    const code = (await page.getByTestId('referral-code').textContent())!.trim()
    await expect(page.getByLabel('Share link')).toHaveValue(new RegExp(`/sign-up/provider\\?referralCode=${code}$`))
    const colleague = uniqueEmail('colleague')
    await page.getByLabel('Their e-mail').fill(colleague)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent.')).toBeVisible()
    await expect(page.getByTestId('funnel-invited')).toHaveText('1')
    await expect(page.getByText('Invited', { exact: true }).last()).toBeVisible()
    await page.getByLabel('Their e-mail').fill(colleague)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('You already invited this person')).toBeVisible()

    // The link opens sign-up with the code filled in (on the license step).
    const visitor = await browser.newContext()
    const signUp = await visitor.newPage()
    await signUp.goto(`/sign-up/provider?referralCode=${code}`)
    await signUp.getByLabel('Email').fill(uniqueEmail('referred'))
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await signUp.getByLabel('First name').fill('Ana')
    await signUp.getByLabel('Last name').fill('Ruiz')
    await signUp.getByLabel('Street address').fill('401 Congress Ave')
    await signUp.getByLabel('ZIP code').fill('78701')
    await expect(signUp.getByLabel('City')).toHaveValue('Austin')
    await signUp.getByRole('button', { name: 'Continue' }).click()
    await expect(signUp.getByLabel('Referral code')).toHaveValue(code)
    await visitor.close()
  })
})
