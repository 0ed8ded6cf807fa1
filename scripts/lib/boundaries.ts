/**
 * The import boundaries of the house, checked with dependency-cruiser against the rules of
 * `.dependency-cruiser.cjs` (each rule's comment says why it exists).
 *
 * `bun scripts/lib/boundaries.ts` (`npm run check:boundaries`) prints the violations grouped by rule
 * and exits 1 when there is any; `npm test` runs the same check as its "Boundaries" step.
 *
 * It calls dependency-cruiser's API rather than its CLI: the CLI refuses node 20 (its engines
 * say node 22+), the API does not care, and a caller can point the same rules at another tree
 * (the fixtures of boundaries.test.ts).
 */
import { isAbsolute, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const configFile = join(repoRoot, '.dependency-cruiser.cjs')
/** What is checked: everything of ours that imports anything (pwa/ includes e2e/ and vite.config.ts). */
export const checkedPaths = ['api', 'shared', 'pwa', 'scripts']

export interface Violation {
  rule: string
  from: string
  to: string
  /** The import from `from` to `to` names only types (`import type`, or names used only as types). */
  typeOnly: boolean
  /** For a cycle: the files around it, starting after `from` and ending with `from`, with their edges' kind. */
  cycle?: { file: string; typeOnly: boolean }[]
}

const isTypeOnly = (dependencyTypes: readonly string[]) =>
  dependencyTypes.includes('type-only') || dependencyTypes.includes('type-import')

export interface BoundariesResult {
  violations: Violation[]
  modulesCruised: number
  ms: number
}

/** Cruises `paths` (relative to `root`) with the rules of `config`, resolving through `root/tsconfig.json`. */
export async function checkBoundaries({
  root = repoRoot,
  paths = checkedPaths,
  config = configFile,
}: { root?: string; paths?: string[]; config?: string } = {}): Promise<BoundariesResult> {
  const started = performance.now()
  const { options = {}, ...rules } = await extractDepcruiseConfig(config)
  const tsConfigName = options.tsConfig?.fileName ?? 'tsconfig.json'
  const tsConfigFile = isAbsolute(tsConfigName) ? tsConfigName : join(root, tsConfigName)
  // The rules' paths are relative to `root`; so are the tsconfig and the files cruised.
  const result = await cruise(
    paths,
    { ...options, baseDir: root, tsConfig: { fileName: tsConfigFile }, validate: true, ruleSet: rules, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  )
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult
  const edgeTypes = new Map<string, readonly string[]>()
  for (const module of output.modules)
    for (const dependency of module.dependencies) edgeTypes.set(`${module.source}\0${dependency.resolved}`, dependency.dependencyTypes)
  const violations = output.summary.violations
    .filter((v: IViolation) => v.rule.severity === 'error')
    .map((v: IViolation): Violation => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
      typeOnly: isTypeOnly(edgeTypes.get(`${v.from}\0${v.to}`) ?? []),
      ...(v.cycle ? { cycle: v.cycle.map((step) => ({ file: step.name, typeOnly: isTypeOnly(step.dependencyTypes) })) } : {}),
    }))
  // Our own files only: packages (not followed) and built-ins are in the graph but not cruised.
  const modulesCruised = output.modules.filter((m) => !m.coreModule && !m.couldNotResolve && !m.matchesDoNotFollow).length
  return { violations, modulesCruised, ms: performance.now() - started }
}

/** One block per rule, one line per offending import (a cycle shows its whole loop). */
export function formatViolations(violations: Violation[]): string {
  const byRule = new Map<string, Violation[]>()
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v])
  const blocks: string[] = []
  for (const [rule, list] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
    const arrow = (typeOnly: boolean) => (typeOnly ? '→ (type only) ' : '→ ')
    const lines = list
      .map((v) =>
        v.cycle
          ? `  ${v.from}${v.cycle.map((step) => `\n    ${arrow(step.typeOnly)}${step.file}`).join('')}`
          : `  ${v.from}\n    ${arrow(v.typeOnly)}${v.to}`,
      )
      .sort()
    blocks.push(`${rule} (${list.length}):\n${lines.join('\n')}`)
  }
  return blocks.join('\n\n')
}

if (import.meta.main) {
  const { violations, modulesCruised, ms } = await checkBoundaries()
  if (violations.length) {
    console.log(formatViolations(violations))
    console.log(`\n✗ ${violations.length} boundary violation(s) in ${modulesCruised} files (${Math.round(ms)} ms); the rules and why: .dependency-cruiser.cjs`)
    process.exit(1)
  }
  console.log(`✓ boundaries hold: ${modulesCruised} files, no violation (${Math.round(ms)} ms)`)
}
