import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readMigrations, renderMigrationsModule } from './migrations'

test('the embedded migrations match migrations/ (run `npm run db:generate` after a schema change)', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const expected = renderMigrationsModule(readMigrations(`${root}migrations`))
  expect(readFileSync(`${root}api/db/migrations.gen.ts`, 'utf8')).toBe(expected)
})
