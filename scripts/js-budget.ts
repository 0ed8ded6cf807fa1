/**
 * The first screen's JavaScript budget: what a phone downloads before the landing page or the
 * provider's list of open shifts can show, gzip-compressed, must stay within 170 KB.
 *
 * Read from Vite's build manifest (pwa/dist/.vite/manifest.json), not guessed from file names:
 *   - everything index.html loads: its entry script and the chunks it imports statically
 *     (the modulepreload links), plus the modules the entry imports dynamically at start-up
 *     that are not routes (the offline engine, the service-worker registration);
 *   - the route chunks the router fetches for those screens: the landing page, the provider
 *     area's layout and the browse list (`?tsr-split=component`), with their static imports.
 * Each file is counted once. Chunks fetched only on demand (the map, dialogs' own chunks,
 * other routes) are not part of the first screen, nor is the offline engine (Dexie and the
 * outbox, src/offline/engine.ts), which start-up fetches after the entry has run; its size is
 * printed beside the total.
 *
 *   node_modules/.bin/bun scripts/js-budget.ts      (after a build; exits 1 when over budget)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const BUDGET_BYTES = 170 * 1024

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
  /** The offline engine (Dexie, the outbox): fetched right after start-up, off the critical path. */
  offlineEngineGzipBytes: number | null
}

export function measureFirstScreen(distDir: string): BudgetReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest['index.html']
  if (!entry) throw new Error('index.html is missing from the build manifest')
  const startUp = (entry.dynamicImports ?? []).filter((key) => !key.includes('?tsr-split='))
  const roots = ['index.html', ...startUp, ...FIRST_SCREEN_ROUTES]
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is missing from the build manifest (was a route renamed?)`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const engine = manifest['src/offline/engine.ts']
  const offlineEngineGzipBytes = engine ? gzipSync(readFileSync(join(distDir, engine.file)), { level: 9 }).length : null
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
    console.log(`  (the offline engine, ${kb(report.offlineEngineGzipBytes)}, loads after start-up and is not counted)`)
  process.exit(ok ? 0 : 1)
}
