/** One migration as carried inside the server: drizzle-kit's statements and drizzle's hash. */
export interface EmbeddedMigration {
  tag: string
  hash: string
  folderMillis: number
  sql: string[]
}
