/**
 * The provider's profile as a guided onboarding (issue 13 §9): from the checklist, a provider
 * uploads a résumé (generated here, as the API's extraction tests make theirs), reviews the
 * profile it pre-fills and saves it, adds the jobs and school it found, adds a job, an education
 * and a certification with its document by hand (the API's own messages on empty fields), starts
 * a background check and sees it clear, and finishes the checklist. The steps with no screen of
 * the provider's are done in the set-up: the license verified (testing helper), the payout
 * account (testing helper), the training (its calls; compliance.spec.ts drives its screen) and
 * the sandbox vendor's clock moved on.
 */
import { execFileSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { generateResume } from '../../scripts/resumes/generate'
import { expectAccessible, licensedProvider, type ProviderAccount } from './facility-fixtures'
import { futureDate, PASSWORD } from './support'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * The right answers of the required training modules, read from the API's catalog by bun (the
 * PWA's code, tests included, imports nothing of api/: the answers never leave the server).
 */
function requiredTrainingAnswers(): { moduleKey: string; answers: { questionId: string; optionIndex: number }[] }[] {
  const script = `
    import { REQUIRED_MODULE_KEYS, trainingModule } from './api/modules/compliance/training/catalog'
    console.log(JSON.stringify(REQUIRED_MODULE_KEYS.map((moduleKey) => ({ moduleKey, answers: trainingModule(moduleKey).questions.map((q) => ({ questionId: q.questionId, optionIndex: q.answer })) }))))`
  return JSON.parse(execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], { cwd: repoRoot, encoding: 'utf8' }))
}

async function passTraining(request: APIRequestContext, p: ProviderAccount) {
  for (const { moduleKey, answers } of requiredTrainingAnswers()) {
    expect((await request.post(`/api/provider/compliance/modules/${moduleKey}/start`, { headers: p.headers })).status()).toBe(200)
    const res = await request.post(`/api/provider/compliance/modules/${moduleKey}/answers`, { headers: p.headers, data: { answers } })
    expect(res.status()).toBe(200)
  }
}

/**
 * The sandbox vendor moves a case on the server's clock (3 minutes to clear): its invitation is
 * dated 10 minutes back in the test server's database, so the scheduler's next sweep delivers the
 * vendor's messages to the webhook as it would have.
 */
function ageSandboxCase(providerId: string): void {
  const dir = process.env.E2E_DB_DIR
  if (!dir) throw new Error('E2E_DB_DIR is not set (pwa/e2e/playwright.config.ts sets it)')
  const script = `
    import { Database } from 'bun:sqlite'
    const db = new Database(process.env.E2E_DB_FILE)
    db.exec('PRAGMA busy_timeout = 5000')
    const changed = db.query('update sandbox_background_cases set created_at = created_at - 600000 where candidate_id = ? and finished = 0').run(process.env.E2E_CANDIDATE).changes
    if (changed !== 1) throw new Error('expected one open sandbox case, found ' + changed)
    db.close()`
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], {
    stdio: 'pipe',
    env: { ...process.env, E2E_DB_FILE: join(dir, 'e2e.db'), E2E_CANDIDATE: `cand_sbx_${providerId.replace(/[^a-zA-Z0-9]/g, '')}` },
  })
}

test.describe('provider profile', () => {
  test('a résumé pre-fills the profile for review; history, a certification and a background check finish the checklist', async ({ page, request }) => {
    test.setTimeout(180_000)
    const p = await licensedProvider(request, 'Maria', 'Lopez')
    expect((await request.put(`/api/testing/${p.userId}/stripe-setup`)).status()).toBe(204)
    await passTraining(request, p)
    // A one-column PDF résumé of a technician in Austin: the sample is the answer key.
    const resume = await generateResume('pdf-single-column', 3, { jobs: 2 })
    const { sample } = resume

    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(p.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/provider$/)

    await page.goto('/provider/onboarding')
    // License, payouts and training are done; the profile's abilities and the check are not.
    await expect(page.getByTestId('checklist-progress')).toHaveText('3 of 5 done')
    await expect(page.getByRole('link', { name: /Complete your profile/ })).toHaveAttribute('href', '/provider/profile/details')
    await expect(page.getByRole('link', { name: /Clear a background check/ })).toHaveAttribute('href', '/provider/profile/background-check')
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: /Start from your résumé/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Start from your résumé' })).toBeVisible()

    // Upload: nothing chosen is refused on the field; then the résumé is read.
    await page.getByRole('button', { name: 'Read my résumé' }).click()
    await expect(page.getByText('Choose your résumé first.')).toBeVisible()
    await page.getByLabel('Résumé file').setInputFiles({ name: resume.filename, mimeType: resume.contentType, buffer: Buffer.from(resume.bytes) })
    await page.getByRole('button', { name: 'Read my résumé' }).click()
    await expect(page.getByText(`We read ${resume.filename}`)).toBeVisible()

    // The review: the profile pre-filled from the résumé, nothing saved yet.
    const review = page.getByRole('form', { name: 'Review your profile' })
    await expect(review.getByLabel('First name')).toHaveValue(sample.firstName)
    await expect(review.getByLabel('Last name')).toHaveValue(sample.lastName)
    await expect(review.getByLabel('City')).toHaveValue(sample.city)
    await expect(review.getByLabel('Years of experience')).toHaveValue(String(sample.yearsOfExperience))
    await expect(page.getByTestId('resume-filled')).toContainText('years of experience')
    for (const software of sample.softwares.slice(0, 2)) await expect(review.getByText(software, { exact: true })).toBeVisible()
    const before = await (await request.get('/api/provider/profile', { headers: p.headers })).json()
    expect(before.professionalInformation.yearsOfExperience).toBeNull()
    expect(before.personalInformation.firstName).toBe('Maria')

    // The provider corrects what the résumé got wrong before saving: the API's own messages first.
    await review.getByLabel('Years of experience').fill('')
    await review.getByRole('button', { name: 'Save profile' }).click()
    await expect(review.getByText('Years of experience is required')).toBeVisible()
    await expect(review.getByLabel('Years of experience')).toBeFocused()
    await review.getByLabel('Years of experience').fill('7')
    await review.getByLabel('Hourly rate (dollars)').fill('31.5')
    await review.getByLabel('About me').fill('CPhT in Austin; sterile compounding and fast, careful data entry.')
    await review.getByRole('button', { name: 'Save profile' }).click()
    await expect(review.getByText('Profile saved')).toBeVisible()
    const saved = await (await request.get('/api/provider/profile', { headers: p.headers })).json()
    expect(saved.personalInformation).toMatchObject({ firstName: sample.firstName, lastName: sample.lastName, city: sample.city })
    expect(saved.professionalInformation).toMatchObject({ yearsOfExperience: 7, hourlyRate: 31.5 })
    expect(saved.abilities.softwares.length).toBeGreaterThan(0)
    expect((await request.get('/api/files/user/get-resume', { headers: p.headers })).status()).toBe(200)

    // The jobs and school found: the first job added as read, the second skipped, the school added.
    await page.getByRole('form', { name: 'Job 1 from your résumé' }).getByRole('button', { name: 'Add this job' }).click()
    await expect(page.getByText(`Added: ${sample.jobs[0]!.jobTitle} at ${sample.jobs[0]!.company}`)).toBeVisible()
    await page.getByRole('form', { name: 'Job 2 from your résumé' }).getByRole('button', { name: 'Skip' }).click()
    await expect(page.getByText(/^Skipped: /)).toBeVisible()
    await page.getByRole('form', { name: 'Education 1 from your résumé' }).getByRole('button', { name: 'Add this education' }).click()
    await expect(page.getByText(`Added: ${sample.education[0]!.institution}`)).toBeVisible()
    await expectAccessible(page)

    // Work experience and education by hand, on their own screen.
    await page.goto('/provider/profile/history')
    const jobs = page.getByRole('list', { name: 'Jobs' })
    await expect(jobs.getByRole('listitem')).toHaveCount(1)
    await page.getByRole('button', { name: 'Add job' }).click()
    const newJob = page.getByRole('form', { name: 'New job' })
    await newJob.getByRole('button', { name: 'Save job' }).click()
    await expect(newJob.getByText('Company is required')).toBeVisible()
    await expect(newJob.getByText('Job description is required')).toBeVisible()
    await newJob.getByLabel('Company').fill('Lone Star Pharmacy')
    await newJob.getByLabel('Job title').fill('Relief Technician')
    await newJob.getByLabel('Start date').fill('2019-02-01')
    await newJob.getByLabel('End date').fill('2018-06-30')
    await newJob.getByLabel('Job description').fill('Weekend relief: data entry, filling and the drive-through.')
    await newJob.getByRole('button', { name: 'Save job' }).click()
    await expect(newJob.getByText('End date must be after the start date')).toBeVisible()
    await newJob.getByLabel('End date').fill('2020-06-30')
    await newJob.getByRole('button', { name: 'Save job' }).click()
    await expect(jobs.getByRole('listitem')).toHaveCount(2)
    await expect(jobs.getByRole('listitem', { name: 'Relief Technician at Lone Star Pharmacy' })).toBeVisible()
    // Edit it with the keyboard, then the list shows the change.
    await jobs.getByRole('button', { name: 'Edit Relief Technician at Lone Star Pharmacy' }).focus()
    await page.keyboard.press('Enter')
    const edit = page.getByRole('form', { name: 'Edit Relief Technician at Lone Star Pharmacy' })
    await edit.getByLabel('Job title').fill('Lead Relief Technician')
    await edit.getByRole('button', { name: 'Save job' }).click()
    await expect(jobs.getByRole('listitem', { name: 'Lead Relief Technician at Lone Star Pharmacy' })).toBeVisible()

    const schools = page.getByRole('list', { name: 'Education' })
    await expect(schools.getByRole('listitem')).toHaveCount(1)
    await page.getByRole('button', { name: 'Add education' }).click()
    const newSchool = page.getByRole('form', { name: 'New education' })
    await newSchool.getByRole('button', { name: 'Save education' }).click()
    await expect(newSchool.getByText('Degree type is required')).toBeVisible()
    await newSchool.getByLabel('Institution').fill('Texas State Technical College')
    await newSchool.getByLabel('Major').fill('Pharmacy Technology')
    await newSchool.getByLabel('Degree type').selectOption('OTHER')
    await newSchool.getByLabel('Graduation date').fill('2017-05-15')
    await newSchool.getByRole('button', { name: 'Save education' }).click()
    await expect(schools.getByRole('listitem')).toHaveCount(2)
    await expectAccessible(page)
    const history = await (await request.get('/api/provider/work-experience', { headers: p.headers })).json()
    expect(history.map((j: { jobTitle: string }) => j.jobTitle)).toContain('Lead Relief Technician')

    // A certification with its number, issuer, dates and document; it expires within 30 days.
    await page.goto('/provider/profile/certifications')
    await page.getByRole('button', { name: 'Add certification' }).click()
    const cert = page.getByRole('form', { name: 'New certification' })
    await cert.getByLabel('Type').selectOption('CPR_BLS')
    await cert.getByLabel('Certification name').fill('BLS Provider')
    await cert.getByLabel('Certification number').fill('BLS-22817')
    await cert.getByLabel('Issuer').fill('American Heart Association')
    await cert.getByLabel('Issue date').fill('2024-12-01')
    await cert.getByLabel('Expiration date').fill(futureDate(20))
    await cert.getByLabel('Document').setInputFiles({ name: 'bls-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from(resume.bytes) })
    await cert.getByRole('button', { name: 'Save certification' }).click()
    const row = page.getByRole('listitem', { name: 'BLS Provider' })
    await expect(row.getByText('Expiring soon')).toBeVisible()
    await expect(row.getByText('Being reviewed')).toBeVisible()
    await expect(row.getByText(/#BLS-22817 · American Heart Association/)).toBeVisible()
    await expect(row.getByRole('link', { name: 'Document' })).toBeVisible()
    // Renewed: the new expiration date, the document kept.
    await row.getByRole('button', { name: 'Edit BLS Provider' }).click()
    const renew = page.getByRole('form', { name: 'Edit BLS Provider' })
    await expect(renew.getByLabel('Certification number')).toHaveValue('BLS-22817')
    await renew.getByLabel('Expiration date').fill(futureDate(700))
    await renew.getByRole('button', { name: 'Save certification' }).click()
    await expect(row.getByText('Current')).toBeVisible()
    await expect(row.getByRole('link', { name: 'Document' })).toBeVisible()
    await expectAccessible(page)

    // The background check: started here (the sandbox's checkout comes straight back), then cleared by the vendor.
    await page.goto('/provider/profile/background-check')
    await expect(page.getByText('Not started')).toBeVisible()
    await page.getByRole('button', { name: 'Start my background check' }).click()
    await expect(page.getByText('In progress')).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: '$35.00 paid' })).toBeVisible()
    ageSandboxCase(p.providerId)
    // The server's scheduler delivers the vendor's events every 30 s: wait out two passes.
    await expect(async () => {
      await page.reload()
      await expect(page.getByText('Cleared', { exact: true })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 70_000 })
    await expect(page.getByRole('definition').filter({ hasText: 'Placed' })).toBeVisible()

    await expectAccessible(page)

    // The details screen shows what was saved from the résumé review, and saves again as it is.
    await page.goto('/provider/profile/details')
    const details = page.getByRole('form', { name: 'Profile details' })
    await expect(details.getByLabel('First name')).toHaveValue(sample.firstName)
    await expect(details.getByLabel('Years of experience')).toHaveValue('7')
    await expectAccessible(page)
    await details.getByRole('button', { name: 'Save profile' }).click()
    await expect(details.getByText('Profile saved')).toBeVisible()

    // Every step done.
    await page.goto('/provider/onboarding')
    await expect(page.getByTestId('checklist-progress')).toHaveText('5 of 5 done')
    await expect(page.getByText("You're fully onboarded")).toBeVisible()
  })
})
