/**
 * Serves the PWA at `/`: built files with long-lived caching for hashed assets, `index.html`
 * for app routes (client-side routing), and no caching for the service worker and the HTML so a
 * new release is picked up. Unknown `/api/*` paths stay JSON 404s.
 */
import { Elysia } from 'elysia'
import { NotFoundError } from '../errors'
import type { AssetSource } from '../static/assets'

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
}

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>App not built</title>
<body style="font-family:system-ui;margin:3rem;max-width:40rem"><h1>The app has not been built yet</h1>
<p>The API is running under <a href="/api/docs">/api/docs</a>. Build the app with <code>npm run build:pwa</code> and reload.</p></body></html>`

function extensionOf(path: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(path)
  return match ? match[1]!.toLowerCase() : null
}

function cacheControl(path: string): string {
  // Vite fingerprints everything under /assets/: safe to keep for a year.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path.startsWith('/icons/')) return 'public, max-age=86400'
  return 'no-cache'
}

export function serveAsset(assets: AssetSource, path: string): Response | null {
  const file = assets.get(path)
  if (!file) return null
  const ext = extensionOf(path)
  return new Response(file, {
    headers: {
      'content-type': (ext && TYPES[ext]) || 'application/octet-stream',
      'cache-control': cacheControl(path),
      'x-content-type-options': 'nosniff',
    },
  })
}

export const pwaPlugin = (assets: AssetSource) =>
  new Elysia({ name: 'pwa' }).get('/*', ({ path }) => {
    if (path === '/api' || path.startsWith('/api/')) throw new NotFoundError('route', `No route for GET ${path}`)
    const asset = serveAsset(assets, path === '/' ? '/index.html' : path)
    if (asset) return asset
    // A missing file with an extension is a real 404 (e.g. an old build's chunk), not a page.
    if (extensionOf(path)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } })
    return serveAsset(assets, '/index.html') ?? new Response(NOT_BUILT, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
  }, { detail: { hide: true } })
