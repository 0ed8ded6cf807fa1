/** Column helpers every table uses, so ids, timestamps and flags look the same everywhere. */
import { integer, text } from 'drizzle-orm/sqlite-core'
import { uuidv7 } from 'uuidv7'

/** Opaque, time-sortable ids (api-contract "Values": clients never parse them). */
export const id = () => text('id').primaryKey().$defaultFn(() => uuidv7())

/** Instants as epoch milliseconds; DTOs turn them into ISO 8601 UTC. */
export const instant = (name: string) => integer(name, { mode: 'timestamp_ms' })

export const createdAt = () => instant('created_at').notNull().$defaultFn(() => new Date())
export const updatedAt = () => instant('updated_at').notNull().$defaultFn(() => new Date())

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false)

export const jsonList = (name: string) => text(name, { mode: 'json' }).$type<string[]>().notNull().default([])
