/**
 * The organization's own team (issue "Running the company" 7, what done looks like): a pharmacy
 * owner invites a MEMBER limited to one of the organization's two facilities from the Team
 * screen; the invitation e-mail (the testing outbox) is followed to the accept page; the member
 * signs in and sees only that facility — on the organization screen, with no facility picker,
 * and in the shift lists — and the API answers 404 for the other facility's shift. The last
 * OWNER can be neither demoted nor removed: the screen shows the API's message.
 */
import { expect, test } from '@playwright/test'
import { addSecondFacility, expectAccessible, facilityAccount, postShift, signInFacility } from './facility-fixtures'
import { uniqueEmail } from './support'

test('an owner invites a member limited to one facility, who then sees only that facility', async ({ browser, page, request }) => {
  test.setTimeout(90_000)
  const owner = await facilityAccount(request, 'Grace', 'Okafor')
  const harbor = addSecondFacility(owner, 'Harbor Street Pharmacy')
  const midtownShift = `Midtown counter ${Date.now().toString(36)}`
  const harborShift = `Harbor counter ${Date.now().toString(36)}`
  const midtownGroup = await postShift(request, owner, { title: midtownShift })
  const harborGroup = await postShift(request, { ...owner, facilityId: harbor }, { title: harborShift })

  // ── The owner's Team screen: invite a member for Harbor Street only ──
  await signInFacility(page, owner.email)
  await page.getByRole('link', { name: 'Team' }).first().click()
  await expect(page).toHaveURL(/\/facility\/team$/)
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible()
  const people = page.getByRole('list', { name: 'Team members' })
  await expect(people.getByRole('listitem', { name: 'Grace Okafor' })).toContainText('Owner')
  await expect(people.getByRole('listitem', { name: 'Grace Okafor' })).toContainText('All facilities')

  const email = uniqueEmail('member')
  const invite = page.getByRole('form', { name: 'Invite a colleague' })
  await invite.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(invite.getByText(/Email is required|Email must be a valid email address/)).toBeVisible()
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('First name').fill('Nina')
  await invite.getByLabel('Last name').fill('Park')
  await invite.getByLabel('Role').selectOption('MEMBER')
  await invite.getByLabel('Harbor Street Pharmacy').check()
  await expectAccessible(page)
  await invite.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  const nina = people.getByRole('listitem', { name: 'Nina Park' })
  await expect(nina).toContainText('Member')
  await expect(nina).toContainText('Harbor Street Pharmacy')
  await expect(nina).not.toContainText('Midtown')

  // ── The last owner stays: demoting or removing them shows the API's words ──
  await page.getByRole('button', { name: 'Edit Grace Okafor' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Grace Okafor' })
  await edit.getByLabel('Role').selectOption('ADMIN')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('The organization must keep at least one owner')).toBeVisible()
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Remove Grace Okafor' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove Grace Okafor?' })
  await remove.getByRole('button', { name: 'Remove' }).click()
  await expect(remove.getByText('The organization must keep at least one owner')).toBeVisible()
  await remove.getByRole('button', { name: 'Keep them' }).click()
  await expect(people.getByRole('listitem', { name: 'Grace Okafor' })).toContainText('Owner')

  // ── The invitation e-mail, followed in the member's own browser ──
  const outbox = (await (await request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { links: string[] }[] }
  const link = outbox.data.flatMap((m) => m.links).find((l) => l.includes('/accept-invitation?token='))!
  expect(link).toBeTruthy()
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  const url = new URL(link)
  await member.goto(`${url.pathname}${url.search}`)
  await expect(member.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await member.getByLabel('Password', { exact: true }).fill('Nina-pass-2026')
  await member.getByRole('button', { name: 'Set my password' }).click()
  await expect(member.getByText('Your password is set.')).toBeVisible()
  await member.getByRole('link', { name: 'Sign in', exact: true }).click()
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Password', { exact: true }).fill('Nina-pass-2026')
  await member.getByRole('button', { name: 'Sign in' }).click()
  await expect(member).toHaveURL(/\/facility$/)

  // ── The member sees Harbor Street only ──
  await member.goto('/facility/organization')
  const facilities = member.getByRole('list', { name: 'Facilities' })
  await expect(facilities).toContainText('Harbor Street Pharmacy')
  await expect(facilities).not.toContainText('Midtown')
  await member.goto('/facility/shifts')
  const open = member.getByRole('list', { name: 'Open shifts' })
  await expect(open.getByRole('listitem').filter({ hasText: harborShift })).toBeVisible()
  await expect(open.getByRole('listitem').filter({ hasText: midtownShift })).toHaveCount(0)
  // One facility: no picker to choose another.
  await expect(member.getByRole('combobox', { name: 'Facility' })).toHaveCount(0)
  // The team screen is read-only for a member.
  await member.goto('/facility/team')
  await expect(member.getByText('Owners and admins invite colleagues and change their roles.')).toBeVisible()
  await expect(member.getByRole('form', { name: 'Invite a colleague' })).toHaveCount(0)
  await expectAccessible(member)

  // ── The API agrees: the other facility's shift is not there for them ──
  const login = await request.post('/api/auth/login', { data: { email, password: 'Nina-pass-2026' } })
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const facilityList = (await (await request.get('/api/facility', { headers })).json()) as { facilityId: string }[]
  expect(facilityList.map((f) => f.facilityId)).toEqual([harbor])
  expect((await request.get(`/api/facility/shift/${harborGroup}/preview`, { headers })).status()).toBe(200)
  expect((await request.get(`/api/facility/shift/${midtownGroup}/preview`, { headers })).status()).toBe(404)
  await memberContext.close()
})
