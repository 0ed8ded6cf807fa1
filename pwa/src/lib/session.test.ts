/**
 * The admin panel's `token` cookie: readable by the admin client (so not HttpOnly), therefore
 * short-lived, same-site only, and Secure whenever the page is served over https.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { adminSession } from './session'

const globals = globalThis as unknown as { document?: unknown; location?: unknown }
const saved = { document: globals.document, location: globals.location }

/** A page at `origin` whose cookie writes are recorded as written. */
function pageAt(origin: string): string[] {
  const written: string[] = []
  globals.location = new URL(origin)
  globals.document = {
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  return written
}

function attributesOf(cookie: string): Map<string, string> {
  return new Map(cookie.split(';').slice(1).map((part) => part.trim().split('=') as [string, string]).map(([name, value]) => [name.toLowerCase(), value ?? '']))
}

afterEach(() => {
  globals.document = saved.document
  globals.location = saved.location
})

describe('admin token cookie', () => {
  test('over https it is Secure, SameSite=Strict and lives twelve hours', () => {
    const written = pageAt('https://shifts.example.com')
    adminSession.set('tok en/+=')
    expect(written[0]!.startsWith(`token=${encodeURIComponent('tok en/+=')};`)).toBe(true)
    const attributes = attributesOf(written[0]!)
    expect(attributes.has('secure')).toBe(true)
    expect(attributes.get('samesite')).toBe('Strict')
    expect(attributes.get('max-age')).toBe(String(12 * 60 * 60))
    expect(attributes.get('path')).toBe('/')
  })

  test('over http (a local or LAN install) it cannot be Secure, and is still SameSite=Strict', () => {
    const written = pageAt('http://localhost:3000')
    adminSession.set('abc')
    const attributes = attributesOf(written[0]!)
    expect(attributes.has('secure')).toBe(false)
    expect(attributes.get('samesite')).toBe('Strict')
  })

  test('signing out expires it with the same attributes', () => {
    const written = pageAt('https://shifts.example.com')
    adminSession.clear()
    const attributes = attributesOf(written[0]!)
    expect(written[0]!.startsWith('token=;')).toBe(true)
    expect(attributes.get('max-age')).toBe('0')
    expect(attributes.has('secure')).toBe(true)
  })
})
