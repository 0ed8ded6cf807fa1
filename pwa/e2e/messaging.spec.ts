/**
 * Shift messaging end to end, with two people at once (a pharmacy manager and a provider who
 * applied to its shift), each in their own browser context:
 * - each opens the thread from their own shift screen ("Message"), and both land on the same one;
 * - a message the facility sends appears on the provider's open screen without a reload (the
 *   socket), and the provider's reading it shows "Read" on the facility's screen;
 * - a reply written while the provider is offline shows "Sending…", goes out when the
 *   connection returns, and reaches the facility exactly once (also after a reload and on the server).
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { addCard, apply, expectAccessible, facilityAccount, getJson, licensedProvider, postShift } from './facility-fixtures'
import { PASSWORD } from './support'

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(home)
  return page
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' })

test('messages reach the other side live, and a reply written offline is sent once', async ({ browser, request }) => {
  const facility = await facilityAccount(request)
  const provider = await licensedProvider(request, 'Maria', 'Lopez')
  const shiftGroupId = await postShift(request, facility, { title: 'Weekend pharmacist' })
  await apply(request, provider, shiftGroupId)

  const manager = await signedIn(browser, facility.email, /\/facility$/)
  const pharmacist = await signedIn(browser, provider.email, /\/provider$/)

  // The facility opens the thread from the applicant on its shift.
  await manager.goto(`/facility/shifts/${shiftGroupId}`)
  await manager.getByRole('button', { name: 'Message Maria Lopez' }).click()
  await expect(manager).toHaveURL(/\/facility\/messages\/[^/]+$/)
  const conversationId = manager.url().split('/').pop()!
  await expect(manager.getByRole('heading', { level: 1 })).toBeVisible()

  // The provider opens the same thread from the shift they applied to.
  await pharmacist.goto(`/provider/shifts/${shiftGroupId}`)
  await pharmacist.getByRole('button', { name: 'Message the pharmacy' }).click()
  await expect(pharmacist).toHaveURL(new RegExp(`/provider/messages/${conversationId}$`))
  await expect(pharmacist.getByText('No messages yet. Say hello.')).toBeVisible()

  // Live: the facility writes, the provider's open screen shows it without a reload.
  const question = 'Could you start at 8:30 on Saturday?'
  await manager.getByLabel('Message', { exact: true }).fill(question)
  await manager.getByRole('button', { name: 'Send' }).click()
  await expect(thread(manager).getByText(question, { exact: true })).toHaveCount(1)
  await expect(thread(pharmacist).getByText(question, { exact: true })).toHaveCount(1)
  // The provider's screen marked it read; the facility sees the receipt live.
  await expect(thread(manager).getByText('Read', { exact: true })).toBeVisible()
  await expectAccessible(manager)

  // Offline: the reply waits in the queue as "Sending…", then goes out once.
  const reply = 'Yes, 8:30 works for me.'
  await pharmacist.context().setOffline(true)
  await expect.poll(() => pharmacist.evaluate(() => navigator.onLine)).toBe(false)
  await pharmacist.getByLabel('Message', { exact: true }).fill(reply)
  await pharmacist.getByRole('button', { name: 'Send' }).click()
  await expect(pharmacist.getByTestId('message-sending')).toBeVisible()
  await expect(thread(pharmacist).getByText(reply, { exact: true })).toHaveCount(1)
  // Nothing reached the facility while the provider was offline.
  await manager.waitForTimeout(1_000)
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(0)

  await pharmacist.context().setOffline(false)
  await expect(pharmacist.getByTestId('message-sending')).toHaveCount(0)
  await expect(thread(pharmacist).getByText(reply, { exact: true })).toHaveCount(1)
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(1)
  await manager.waitForTimeout(1_000)
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(1)

  // Stored once: after a reload and on the server.
  await manager.reload()
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(1)
  const page = await getJson<{ data: { content: string; sentByProvider: boolean }[] }>(
    request,
    `/api/conversations/${conversationId}/get-messages`,
    facility.headers,
  )
  expect(page.data.filter((m) => m.content === reply)).toHaveLength(1)
  expect(page.data.map((m) => m.content)).toEqual([reply, question])

  // The facility's inbox lists the thread with the provider's name and the last message.
  await manager.getByRole('link', { name: /^Messages/ }).first().click()
  await expect(manager).toHaveURL(/\/facility\/messages$/)
  const row = manager.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Maria Lopez/ })
  await expect(row).toContainText(reply)
  await expectAccessible(manager)

  await manager.context().close()
  await pharmacist.context().close()
})

test('the notification center: a hire arrives live under the bell, and "Mark all as read" clears it', async ({ browser, request }) => {
  // In-app notifications go out on the scheduler's next sweep (every 30 s).
  test.setTimeout(120_000)
  const facility = await facilityAccount(request)
  const paymentMethodId = await addCard(request, facility)
  const provider = await licensedProvider(request, 'Ana', 'Reyes')
  const shiftGroupId = await postShift(request, facility, { title: 'Evening pharmacist' })
  await apply(request, provider, shiftGroupId)

  const pharmacist = await signedIn(browser, provider.email, /\/provider$/)
  const bell = pharmacist.getByTestId('notification-bell')
  await bell.click()
  await expect(pharmacist).toHaveURL(/\/provider\/notifications$/)
  await expect(pharmacist.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications')

  const hired = await request.post(`/api/facility/shift/${shiftGroupId}/hire`, {
    headers: facility.headers,
    data: { applicantId: provider.providerId, paymentMethodId },
  })
  expect(hired.status()).toBe(201)

  // No reload: the socket's `notification` event refreshes the list and the bell.
  const list = pharmacist.getByRole('list', { name: 'Notifications' })
  await expect(list.getByRole('button')).toHaveCount(1, { timeout: 60_000 })
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect(list.getByRole('button')).toContainText('(unread)')
  await expectAccessible(pharmacist)

  await pharmacist.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(list.getByRole('button')).not.toContainText('(unread)')
  expect((await getJson<{ count: number }>(request, '/api/notifications/count', provider.headers)).count).toBe(0)
  await pharmacist.context().close()
})

test('the inbox and a thread seen before stay readable offline after a reload', async ({ page, context, request }) => {
  const facility = await facilityAccount(request)
  const provider = await licensedProvider(request, 'Iris', 'Novak')
  const shiftGroupId = await postShift(request, facility, { title: 'Morning pharmacist' })
  await apply(request, provider, shiftGroupId)
  const opened = await request.post('/api/conversations', { headers: facility.headers, data: { facilityId: facility.facilityId, providerId: provider.providerId } })
  expect(opened.status()).toBe(200)
  const { id: conversationId } = (await opened.json()) as { id: string }
  const text = 'Parking is behind the store.'
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, { headers: facility.headers, data: { content: text } })
  expect(sent.status()).toBe(200)

  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(provider.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  // The badge counts the unread message; the inbox and the thread are read once online.
  await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Messages 1 unread' })).toBeVisible()
  await page.goto('/provider/messages')
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link')
  await expect(row).toContainText(text)
  await row.click()
  await expect(page).toHaveURL(new RegExp(`/provider/messages/${conversationId}$`))
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible()

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByText("You're offline: these are the last messages saved on this device.")).toBeVisible()
    await expect(thread(page).getByText(text, { exact: true })).toBeVisible()
    await page.goto('/provider/messages')
    await expect(page.getByText("Showing your saved conversations while you're offline.")).toBeVisible()
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toContainText(text)
  } finally {
    await context.setOffline(false)
  }
})
