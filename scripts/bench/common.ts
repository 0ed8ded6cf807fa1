/**
 * What the benchmark seed hands to the benchmark run: where the database is, the fixed app
 * secret its session hashes are made with, and the file listing the known tokens.
 */
import { dirname, join, resolve } from 'node:path'

export const DEFAULT_DB_PATH = '/tmp/bench/marketplace.db'

/**
 * Fixed so the seeded session hashes match the server's: the run passes it as APP_SECRET. A
 * benchmark database only; never a deployment's secret.
 */
export const BENCH_APP_SECRET = 'bench-only-app-secret-7d3f1c9a2b6e4f08a5c1d9e7b3f2a6c4'

/** Every seeded user (providers and facility owners) signs in with this password. */
export const BENCH_PASSWORD = 'Bench-pass-2026'

export type BenchProviderType = 'PHARMACIST' | 'TECHNICIAN' | 'INTERN'

export interface BrowseCaller {
  token: string
  providerId: string
  providerType: BenchProviderType
  /** Home state, where the one license is. */
  state: string
  specialties: string[]
  softwares: string[]
  languages: string[]
}

export interface FacilityOwner {
  token: string
  userId: string
  organizationId: string
  /** The organization's sandbox card, linked to every facility of the organization. */
  paymentMethodId: string
}

/** A provider licensed in the group's state, of the group's type, who has not applied yet. */
export interface ApplyPair {
  token: string
  providerId: string
  shiftGroupId: string
  organizationId: string
}

export interface BenchSecrets {
  createdAt: string
  seed: number
  scale: number
  appSecret: string
  password: string
  counts: Record<string, number>
  browseCallers: BrowseCaller[]
  owners: FacilityOwner[]
  applyPairs: ApplyPair[]
}

export function dbPathFrom(arg: string | undefined): string {
  return resolve(arg && !arg.startsWith('--') ? arg : DEFAULT_DB_PATH)
}

export function secretsPathFor(dbPath: string): string {
  return join(dirname(dbPath), 'bench-secrets.json')
}

/** The value after `--name` on the command line (`argv` without the runtime and script), if given. */
export function flagOf(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
