/**
 * The first screen's JavaScript budget: what a phone downloads before the landing page or the
 * provider's list of open shifts can show, gzip-compressed, must stay within 170 KB.
 *
 * Read from Vite's build manifest (pwa/dist/.vite/manifest.json), not guessed from file names.
 * Counted, each file once:
 *   - everything index.html loads: its entry script and the chunks it imports statically
 *     (the modulepreload links), plus the modules the entry imports dynamically at start-up
 *     that are not routes (the service-worker registration), with their static imports;
 *   - the route chunks the router fetches for those screens: the landing page, the provider
 *     area's layout and the browse list (`?tsr-split=component`), with their static imports.
 * Not counted: chunks fetched only on demand (the map, dialogs, other routes) and the offline
 * engine (`src/offline/engine.ts`: Dexie, the outbox, the store of cached answers). Start-up
 * asks for the engine too, but nothing on the first screen waits for it: cached reads go to the
 * network at once and write to Dexie when the engine arrives (src/offline/cached-query.ts).
 * pwa/e2e/first-screen.spec.ts is the evidence: with the engine's file held back, a signed-in
 * provider's browse list still shows its shifts. The engine's size is printed beside the total,
 * and the check fails if a first-screen chunk imports the engine statically (it would then be
 * on the critical path after all).
 *
 *   node_modules/.bin/bun scripts/js-budget.ts      (after a build; exits 1 when over budget)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const BUDGET_BYTES = 170 * 1024

/** The lazily loaded offline engine; off the critical path (see above). */
export const OFFLINE_ENGINE = 'src/offline/engine.ts'

/** The route components the first screen needs (keys in the manifest). */
export const FIRST_SCREEN_ROUTES = [
  'src/routes/index.tsx?tsr-split=component',
  'src/routes/provider/route.tsx?tsr-split=component',
  'src/routes/provider/shifts.index.tsx?tsr-split=component',
]

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

export interface BudgetReport {
  totalGzipBytes: number
  budgetBytes: number
  files: { file: string; gzipBytes: number }[]
  /** The offline engine (Dexie, the outbox) and the chunks only it needs: fetched after start-up, not waited for. */
  offlineEngineGzipBytes: number | null
}

export function measureFirstScreen(distDir: string): BudgetReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest['index.html']
  if (!entry) throw new Error('index.html is missing from the build manifest')
  const startUp = (entry.dynamicImports ?? []).filter((key) => !key.includes('?tsr-split=') && key !== OFFLINE_ENGINE)
  const roots = ['index.html', ...startUp, ...FIRST_SCREEN_ROUTES]
  const reach = (keys: string[], seen = new Set<string>()) => {
    const visit = (key: string) => {
      if (seen.has(key)) return
      const chunk = manifest[key]
      if (!chunk) throw new Error(`${key} is missing from the build manifest (was a route renamed?)`)
      seen.add(key)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return seen
  }
  const seen = reach(roots)
  if (seen.has(OFFLINE_ENGINE)) throw new Error(`${OFFLINE_ENGINE} is imported statically by a first-screen chunk: it must stay lazy`)
  const gzip = (key: string) => ({ file: manifest[key]!.file, gzipBytes: gzipSync(readFileSync(join(distDir, manifest[key]!.file)), { level: 9 }).length })
  const isJs = (key: string) => manifest[key]!.file.endsWith('.js')
  const files = [...seen].filter(isJs).map(gzip).sort((a, b) => b.gzipBytes - a.gzipBytes)
  const engineOnly = manifest[OFFLINE_ENGINE] ? [...reach([OFFLINE_ENGINE])].filter((key) => !seen.has(key) && isJs(key)) : []
  const offlineEngineGzipBytes = engineOnly.length ? engineOnly.map(gzip).reduce((sum, f) => sum + f.gzipBytes, 0) : null
  return { totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetBytes: BUDGET_BYTES, files, offlineEngineGzipBytes }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (import.meta.main) {
  const distDir = fileURLToPath(new URL('../pwa/dist', import.meta.url))
  const report = measureFirstScreen(distDir)
  for (const f of report.files.slice(0, 12)) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`)
  if (report.files.length > 12) console.log(`  … and ${report.files.length - 12} smaller files`)
  const ok = report.totalGzipBytes <= report.budgetBytes
  console.log(`${ok ? '✓' : '✗'} first-screen JS: ${kb(report.totalGzipBytes)} gzip in ${report.files.length} files (budget ${kb(report.budgetBytes)})`)
  if (report.offlineEngineGzipBytes !== null)
    console.log(`  (not counted: the offline engine, ${kb(report.offlineEngineGzipBytes)}, which start-up fetches and nothing waits for — pwa/e2e/first-screen.spec.ts)`)
  process.exit(ok ? 0 : 1)
}
