/** Embeds migrations/ into api/db/migrations.gen.ts so the single binary carries them. */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readMigrations, renderMigrationsModule } from './lib/migrations'

const root = fileURLToPath(new URL('..', import.meta.url))
writeFileSync(`${root}api/db/migrations.gen.ts`, renderMigrationsModule(readMigrations(`${root}migrations`)))
console.log('wrote api/db/migrations.gen.ts')
