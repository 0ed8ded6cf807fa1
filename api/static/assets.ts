/**
 * Where the PWA's built files come from: `pwa/dist` on disk while developing, or the files
 * embedded in the single binary (scripts/build.ts generates that map).
 */
import { existsSync, statSync } from 'node:fs'
import { join, normalize, resolve } from 'node:path'

export interface AssetSource {
  /** The file for a URL path like `/assets/index-abc.js`, or null. */
  get(urlPath: string): Blob | null
  readonly description: string
}

/** Files embedded in the binary: URL path → embedded file path. */
export function embeddedAssets(files: Record<string, string>): AssetSource {
  return {
    description: `${Object.keys(files).length} embedded files`,
    get: (urlPath) => (files[urlPath] ? Bun.file(files[urlPath]!) : null),
  }
}

/** Files under a directory (the Vite build output), refusing paths that climb out of it. */
export function directoryAssets(dir: string): AssetSource {
  const root = resolve(dir)
  return {
    description: existsSync(join(root, 'index.html')) ? root : `${root} (not built yet)`,
    get(urlPath) {
      const path = normalize(join(root, decodeURIComponent(urlPath)))
      if (!path.startsWith(`${root}/`)) return null
      try {
        return statSync(path).isFile() ? Bun.file(path) : null
      } catch {
        return null
      }
    },
  }
}

/** The PWA build next to the sources: `<repo>/pwa/dist`. */
export function defaultAssets(): AssetSource {
  return directoryAssets(join(import.meta.dir, '../../pwa/dist'))
}
