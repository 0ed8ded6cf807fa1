import { expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { MAX_PAGE, PageQuery } from '../../shared/contracts/paging'
import { errorsPlugin } from '../plugins/errors'
import { silentLogger } from '../logger'
import { pageRequest, pagination } from './paging'

test('page arithmetic', () => {
  const r = pageRequest({ page: 3, pageSize: 7 })
  expect(r).toEqual({ page: 3, pageSize: 7, offset: 14 })
  expect(pagination(r, 15)).toEqual({ page: 3, pageSize: 7, totalItems: 15, totalPages: 3, hasNextPage: false })
  expect(pagination(pageRequest({ page: 1, pageSize: 7 }), 15).hasNextPage).toBe(true)
  expect(pageRequest({ pageSize: 10_000 }).pageSize).toBe(100)
})

test('offsets stay small whole numbers whatever reaches the arithmetic', () => {
  expect(pageRequest({ page: 1e20, pageSize: 100 })).toEqual({ page: MAX_PAGE, pageSize: 100, offset: (MAX_PAGE - 1) * 100 })
  expect(pageRequest({ page: Infinity })).toMatchObject({ page: MAX_PAGE })
  expect(pageRequest({ page: Number.NaN, pageSize: Number.NaN }, 20)).toEqual({ page: 1, pageSize: 20, offset: 0 })
  expect(pageRequest({ page: -Infinity, pageSize: 2.7 })).toEqual({ page: 1, pageSize: 2, offset: 0 })
  expect(Number.isSafeInteger(pageRequest({ page: 1e300, pageSize: 1e300 }).offset)).toBe(true)
})

test('query strings are checked with the seed messages', async () => {
  const app = new Elysia().use(errorsPlugin(silentLogger)).get('/list', ({ query }) => pageRequest(query), { query: PageQuery })
  const get = async (qs: string) => {
    const res = await app.handle(new Request(`http://localhost/list${qs}`))
    return { status: res.status, body: (await res.json()) as { message?: string; page?: number; pageSize?: number } }
  }
  expect((await get('?page=2&pageSize=5')).body).toMatchObject({ page: 2, pageSize: 5 })
  expect((await get('')).body).toMatchObject({ page: 1, pageSize: 10 })
  expect((await get('?page=0')).body.message).toBe('Page number must be greater than or equal to 1')
  expect((await get('?pageSize=0')).body.message).toBe('Page size must be greater than or equal to 1')
  expect((await get('?pageSize=101')).status).toBe(400)
  expect((await get('?page=abc')).status).toBe(400)
  expect((await get('?page=99999999999999999999')).body.message).toBe('Page number must be at most 1,000,000')
  expect((await get(`?page=${MAX_PAGE}`)).body).toMatchObject({ page: MAX_PAGE })
})
