/**
 * Draws the app icons (a white medical cross on a teal tile) into pwa/public/icons as PNG.
 * Pure JS with node:zlib so it runs anywhere without an image toolchain:
 *   node_modules/.bin/bun pwa/scripts/make-icons.ts
 * Shapes are sampled 4×4 per pixel for smooth edges.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

type Rgb = [number, number, number]

const TEAL_LIGHT: Rgb = [20, 184, 166] // teal-500
const TEAL_DARK: Rgb = [15, 118, 110] // teal-700
const WHITE: Rgb = [255, 255, 255]

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  Buffer.from(data).copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0 // filter: none
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}

/** Inside a rounded rectangle centred at (cx, cy) with half sizes hw, hh and corner radius r. */
function inRoundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): boolean {
  const dx = Math.abs(x - cx) - (hw - r)
  const dy = Math.abs(y - cy) - (hh - r)
  if (dx <= 0 && dy <= 0) return Math.abs(x - cx) <= hw && Math.abs(y - cy) <= hh
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) <= r
}

interface IconSpec {
  file: string
  size: number
  /** Tile corner radius as a share of the size; 0 paints edge to edge (maskable, Apple). */
  cornerRadius: number
  /** Cross arm length as a share of the size; maskable icons keep it inside the safe zone. */
  crossSpan: number
}

function draw({ size, cornerRadius, crossSpan }: IconSpec): Uint8Array {
  const px = new Uint8Array(size * size * 4)
  const samples = 4
  const c = 0.5
  const arm = crossSpan / 2
  const thick = crossSpan * 0.17
  const round = thick * 0.55
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, a = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (x + (sx + 0.5) / samples) / size
          const v = (y + (sy + 0.5) / samples) / size
          const inTile = cornerRadius === 0 || inRoundedRect(u, v, c, c, 0.5, 0.5, cornerRadius)
          if (!inTile) continue
          const inCross = inRoundedRect(u, v, c, c, arm, thick, round) || inRoundedRect(u, v, c, c, thick, arm, round)
          // Diagonal gradient, light at the top left.
          const t = Math.min(1, Math.max(0, (u + v) / 2))
          const bg: Rgb = [0, 1, 2].map((i) => TEAL_LIGHT[i]! + (TEAL_DARK[i]! - TEAL_LIGHT[i]!) * t) as Rgb
          const col = inCross ? WHITE : bg
          r += col[0]; g += col[1]; b += col[2]; a += 1
        }
      }
      const o = (y * size + x) * 4
      if (a > 0) {
        px[o] = Math.round(r / a)
        px[o + 1] = Math.round(g / a)
        px[o + 2] = Math.round(b / a)
      }
      px[o + 3] = Math.round((a / (samples * samples)) * 255)
    }
  }
  return px
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, cornerRadius: 0.22, crossSpan: 0.56 },
  { file: 'icon-512.png', size: 512, cornerRadius: 0.22, crossSpan: 0.56 },
  // Maskable: the platform crops to its own shape; keep the glyph within the central 80 % circle.
  { file: 'icon-maskable-512.png', size: 512, cornerRadius: 0, crossSpan: 0.44 },
  { file: 'apple-touch-icon.png', size: 180, cornerRadius: 0, crossSpan: 0.5 },
  { file: 'favicon-32.png', size: 32, cornerRadius: 0.22, crossSpan: 0.62 },
]

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons')
mkdirSync(outDir, { recursive: true })
for (const icon of ICONS) {
  writeFileSync(join(outDir, icon.file), encodePng(icon.size, draw(icon)))
  console.log(`wrote ${icon.file}`)
}
