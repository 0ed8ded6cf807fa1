/**
 * Builds the PWA from pwa/ into pwa/dist. Run from the repository root:
 *   node_modules/.bin/vite build --config pwa/vite.config.ts
 * Paths are resolved from this file so the build does not depend on the working directory.
 */
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

const pwaRoot = dirname(fileURLToPath(import.meta.url))
const repoRoot = resolve(pwaRoot, '..')

const APP_NAME = 'Shiftwell — Pharmacy Shifts'
const APP_SHORT_NAME = 'Shiftwell'
const THEME_COLOR = '#0f766e'
const BACKGROUND_COLOR = '#f8fafc'

export default defineConfig({
  root: pwaRoot,
  publicDir: resolve(pwaRoot, 'public'),
  resolve: {
    alias: { '@shared': resolve(repoRoot, 'shared') },
  },
  build: {
    outDir: resolve(pwaRoot, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/js-budget.ts to sum what the first screen loads.
    manifest: true,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: resolve(pwaRoot, 'src/routes'),
      generatedRouteTree: resolve(pwaRoot, 'src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'icons/favicon-32.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: APP_NAME,
        short_name: APP_SHORT_NAME,
        description: 'Pharmacy shifts for pharmacists, technicians and interns — and the staff pharmacies need, when they need them.',
        lang: 'en-US',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        categories: ['business', 'medical', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,txt,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The push and notificationclick handlers (public/push-sw.js): shows the API's pushes.
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          // Matchers are serialised into the service worker, so they may not close over anything.
          {
            // Reference lists change rarely: answer from cache at once, refresh in the background.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(states|public\/|city-by-zip\/)/.test(url.pathname),
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'api-reference',
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Signed-in data: fresh when the network answers within 4 s, the last copy otherwise.
            // Signing out deletes this cache so the next person on the device never sees it.
            // Reads marked `x-offline-store` keep their copy in Dexie (src/offline) and must see
            // the real network outcome, so the worker lets them through untouched.
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin && url.pathname.startsWith('/api/') && !request.headers.has('x-offline-store'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-data',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 300, maxAgeSeconds: 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
})
