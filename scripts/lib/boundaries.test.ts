/**
 * The boundary check checks: the real `.dependency-cruiser.cjs` is run over two small trees laid
 * out like this repository, one breaking every rule once (it must report exactly those imports, each
 * under its rule) and one made only of the imports the rules allow (it must report nothing).
 * A rule deleted or weakened in the configuration makes the first test fail; a rule written too
 * wide makes the second one fail.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config'
import { checkBoundaries, checkedPaths, configFile, formatViolations, type Violation } from './boundaries'

/** Writes `files` (path → source) under a fresh directory with a minimal tsconfig and a stand-in drizzle-orm. */
function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        baseUrl: '.',
        paths: { '@shared/*': ['shared/*'] },
      },
      include: ['api', 'shared', 'pwa/src', 'scripts'],
    }),
    'node_modules/drizzle-orm/package.json': JSON.stringify({ name: 'drizzle-orm', version: '0.0.0', main: 'index.js', types: 'index.d.ts' }),
    'node_modules/drizzle-orm/index.js': 'export const eq = () => true\n',
    'node_modules/drizzle-orm/index.d.ts': 'export declare const eq: () => boolean\n',
    ...files,
  }
  for (const [path, source] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  return root
}

/** The parts of the tree both fixtures share: three modules with their faces, the db, shared/. */
const base: Record<string, string> = {
  'api/db/client.ts': 'export const db = {}\n',
  'api/db/schema.ts': 'export const shifts = {}\n',
  'api/config.ts': 'export const port = 3000\n',
  'api/modules/payments/index.ts': "export { runCharge } from './run-charge'\n",
  'api/modules/payments/run-charge.ts': "import { db } from '../../db/client'\nexport const runCharge = () => db\n",
  'api/modules/payments/facility/attach.ts': "import { runCharge } from '../run-charge'\nexport const attach = () => runCharge()\n",
  'api/modules/identity/index.ts': "export { createSession } from './sessions'\n",
  'api/modules/identity/sessions.ts': "export const createSession = () => 'token'\n",
  'shared/contracts/shift.ts': 'export const ShiftBody = {}\nexport type ShiftBody = { title: string }\n',
  'pwa/src/lib/api.ts': 'export const api = (path: string) => fetch(path)\n',
}

/** Every import the rules allow: if one of these is reported, a rule is wider than it should be. */
const clean: Record<string, string> = {
  ...base,
  // Inside a module: sub-folders, siblings, the database, drizzle; its own tests import anything of it.
  'api/modules/shifts/index.ts':
    "export { hire } from './hire'\nexport { shiftRoutes } from './provider/routes'\nexport type { ShiftBody } from '@shared/contracts/shift'\n",
  'api/modules/shifts/hire.ts':
    "import { eq } from 'drizzle-orm'\nimport { db } from '../../db/client'\nimport { shifts } from '../../db/schema'\n" +
    "import { runCharge } from '../payments'\nimport { createSession } from '../identity/index'\n" +
    'export const hire = () => [eq(), db, shifts, runCharge(), createSession()]\n',
  'api/modules/shifts/provider/routes.ts':
    "import { ShiftBody } from '@shared/contracts/shift'\nimport { hire } from '../hire'\nexport const shiftRoutes = () => [ShiftBody, hire()]\n",
  'api/modules/shifts/hire.test.ts':
    "import { hire } from './hire'\nimport { attach } from '../payments/index'\nimport { shiftRoutes } from './provider/routes'\nexport const t = [hire, attach, shiftRoutes]\n",
  'api/integrations/storage/routes.ts': "import { port } from '../../config'\nexport const storageRoutes = () => port\n",
  // Outside the modules: only their faces (app, plugins, the test harness, scripts).
  'api/app.ts': "import { shiftRoutes } from './modules/shifts'\nimport { createSession } from './modules/identity/index'\nexport const app = [shiftRoutes, createSession]\n",
  'api/test/harness.ts': "import { createSession } from '../modules/identity'\nexport const signIn = () => createSession()\n",
  'scripts/seed.ts': "import { hire } from '../api/modules/shifts/index'\nhire()\n",
  // shared imports shared; the PWA imports shared (through the alias too), its lib and its components.
  'shared/domain/money.ts': "import type { ShiftBody } from '../contracts/shift'\nexport const cents = (b: ShiftBody) => b.title.length\n",
  'pwa/src/features/a/list.tsx': "import { api } from '../../lib/api'\nimport { ShiftBody } from '@shared/contracts/shift'\nexport const List = () => [api, ShiftBody]\n",
  'pwa/src/features/a/list.test.ts': "import { List } from './list'\nexport const t = List\n",
  'pwa/src/features/b/form.tsx': "import { cents } from '../../../../shared/domain/money'\nexport const Form = () => cents\n",
  'pwa/src/routes/index.tsx': "import { List } from '../features/a/list'\nimport { Form } from '../features/b/form'\nexport const Route = [List, Form]\n",
  // The router context in a file of its own (the way out of TanStack Router's type cycle).
  'pwa/src/router-context.ts': 'export interface RouterContext { queryClient: unknown }\n',
  'pwa/src/routes/__root.tsx': "import type { RouterContext } from '../router-context'\nexport const Route = {} as RouterContext\n",
  'pwa/src/routeTree.gen.ts': "import { Route as root } from './routes/__root'\nimport { Route as index } from './routes/index'\nexport const routeTree = [root, index]\n",
  'pwa/src/router.tsx': "import { routeTree } from './routeTree.gen'\nimport type { RouterContext } from './router-context'\nexport const createAppRouter = (context: RouterContext) => [routeTree, context]\n",
}

/** Imports that break the rules, each expected under exactly one rule (a cycle is reported once, from one of its files). */
const dirty: Record<string, string> = {
  ...base,
  // A deep import from one module into another (its test too), and one from outside the modules.
  'api/modules/shifts/index.ts': "export { hire } from './hire'\n",
  'api/modules/shifts/hire.ts': "import { runCharge } from '../payments/run-charge'\nexport const hire = () => runCharge()\n",
  'api/modules/shifts/hire.test.ts': "import { attach } from '../payments/facility/attach'\nexport const t = attach\n",
  'api/app.ts': "import { createSession } from './modules/identity/sessions'\nexport const app = createSession\n",
  'scripts/seed.ts': "import { runCharge } from '../api/modules/payments/run-charge'\nrunCharge()\n",
  // Two modules that import each other, each through the other's face.
  'api/modules/ratings/index.ts': "import { points } from '../reputation'\nexport const rate = () => points()\n",
  'api/modules/reputation/index.ts': "import { rate } from '../ratings'\nexport const points = () => rate\n",
  // Routes files reaching the database: drizzle, the db folder, at two depths and in integrations.
  'api/modules/shifts/routes.ts': "import { eq } from 'drizzle-orm'\nexport const routes = eq\n",
  'api/modules/shifts/provider/routes.ts': "import { db } from '../../../db/client'\nexport const routes = db\n",
  'api/integrations/storage/routes.ts': "import type { shifts } from '../../db/schema'\nexport type Routes = typeof shifts\n",
  // shared/ reaching into the server and into the PWA.
  'shared/domain/money.ts': "import { port } from '../../api/config'\nexport const cents = port\n",
  'shared/domain/format.ts': "import { api } from '../../pwa/src/lib/api'\nexport const format = api\n",
  // One PWA feature importing another.
  'pwa/src/features/a/list.tsx': "import { Form } from '../b/form'\nexport const List = Form\n",
  'pwa/src/features/b/form.tsx': 'export const Form = () => null\n',
  // The server importing the PWA, and the PWA importing the server (a type-only import counts).
  'api/plugins/pwa.ts': "import { api } from '../../pwa/src/lib/api'\nexport const pwa = api\n",
  'pwa/src/lib/types.ts': "import type { runCharge } from '../../../api/modules/payments'\nexport type Charge = typeof runCharge\n",
  // A module importing the application's entry point.
  'api/server.ts': 'export const listen = () => 3000\n',
  'api/modules/testing/reset.ts': "import { listen } from '../../server'\nexport const reset = listen\n",
  // A cycle closed only by a type import (router ↔ root route, the shape TanStack Router invites).
  'pwa/src/router.tsx': "import { Route } from './routes/__root'\nexport interface RouterContext { queryClient: unknown }\nexport const router = Route\n",
  'pwa/src/routes/__root.tsx': "import type { RouterContext } from '../router'\nexport const Route = {} as RouterContext\n",
}

const expectedDirty = [
  'no-deep-import-between-modules: api/modules/shifts/hire.ts → api/modules/payments/run-charge.ts',
  'no-deep-import-between-modules: api/modules/shifts/hire.test.ts → api/modules/payments/facility/attach.ts',
  'no-deep-import-into-modules: api/app.ts → api/modules/identity/sessions.ts',
  'no-deep-import-into-modules: scripts/seed.ts → api/modules/payments/run-charge.ts',
  'no-circular: api/modules/ratings/index.ts → api/modules/reputation/index.ts',
  'no-circular: pwa/src/router.tsx → pwa/src/routes/__root.tsx',
  'routes-not-to-database: api/modules/shifts/routes.ts → node_modules/drizzle-orm/index.js',
  'routes-not-to-database: api/modules/shifts/provider/routes.ts → api/db/client.ts',
  'routes-not-to-database: api/integrations/storage/routes.ts → api/db/schema.ts',
  'shared-not-to-api-or-pwa: shared/domain/money.ts → api/config.ts',
  'shared-not-to-api-or-pwa: shared/domain/format.ts → pwa/src/lib/api.ts',
  'no-import-between-pwa-features: pwa/src/features/a/list.tsx → pwa/src/features/b/form.tsx',
  'api-not-to-pwa: api/plugins/pwa.ts → pwa/src/lib/api.ts',
  'pwa-not-to-api: pwa/src/lib/types.ts → api/modules/payments/index.ts',
  'modules-not-to-app-entry: api/modules/testing/reset.ts → api/server.ts',
].sort()

const asLines = (violations: Violation[]) => violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort()

describe('boundary check', () => {
  let cleanRoot: string
  let dirtyRoot: string
  beforeAll(() => {
    cleanRoot = writeTree(clean)
    dirtyRoot = writeTree(dirty)
  })
  afterAll(() => {
    for (const root of [cleanRoot, dirtyRoot]) if (root) rmSync(root, { recursive: true, force: true })
  })

  test('reports each forbidden import of the broken tree under its rule, and nothing else', async () => {
    const { violations } = await checkBoundaries({ root: dirtyRoot, paths: checkedPaths })
    expect(asLines(violations)).toEqual(expectedDirty)
    // The cycle between two modules is shown whole; the router's cycle is closed by a type import.
    const moduleCycle = violations.find((v) => v.rule === 'no-circular' && v.from === 'api/modules/ratings/index.ts')
    expect(moduleCycle?.cycle?.map((step) => step.file)).toEqual(['api/modules/reputation/index.ts', 'api/modules/ratings/index.ts'])
    const routerCycle = violations.find((v) => v.rule === 'no-circular' && v.from === 'pwa/src/router.tsx')
    expect(routerCycle?.cycle).toEqual([
      { file: 'pwa/src/routes/__root.tsx', typeOnly: false },
      { file: 'pwa/src/router.tsx', typeOnly: true },
    ])
    expect(violations.find((v) => v.rule === 'pwa-not-to-api')?.typeOnly).toBe(true)
    expect(formatViolations(violations)).toContain('no-deep-import-between-modules (2):\n  api/modules/shifts/hire.test.ts\n    → api/modules/payments/facility/attach.ts')
  }, 60_000)

  test('every rule of the configuration is tripped by the broken tree (a new rule needs its fixture here)', async () => {
    const config = await extractDepcruiseConfig(configFile)
    const ruleNames = (config.forbidden ?? []).map((rule) => rule.name).sort()
    const tripped = [...new Set(expectedDirty.map((line) => line.split(':')[0]))].sort()
    expect(ruleNames).toEqual(tripped)
  })

  test('reports nothing on a tree made only of allowed imports', async () => {
    const { violations, modulesCruised } = await checkBoundaries({ root: cleanRoot, paths: checkedPaths })
    expect(formatViolations(violations)).toBe('')
    expect(modulesCruised).toBe(Object.keys(clean).length) // every file of the tree was read
  }, 60_000)
})
