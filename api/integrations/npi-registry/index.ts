/** The NPI registry for a configuration: NPPES when `NPI_REGISTRY=nppes`, else the offline default. */
import type { Config } from '../../config'
import { nppesNpiRegistry } from './nppes'
import { offlineNpiRegistry } from './offline'
import type { NpiRegistry } from './registry'

export { NpiRegistryUnavailableError } from './registry'
export type { NpiLookupHint, NpiRecord, NpiRegistry, NpiRegistryAddress } from './registry'

const registries = new WeakMap<Config['npiRegistry'], NpiRegistry>()

/** One adapter per configuration (a server has one; each test server its own), made on first use. */
export function npiRegistryFor(config: Pick<Config, 'npiRegistry'>): NpiRegistry {
  let registry = registries.get(config.npiRegistry)
  if (!registry) {
    const settings = config.npiRegistry
    registry = settings.kind === 'nppes' ? nppesNpiRegistry({ baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs }) : offlineNpiRegistry()
    registries.set(config.npiRegistry, registry)
  }
  return registry
}
