/**
 * Photos lose their location before they are stored (issue "People and paperwork" §1): a phone's
 * JPEG carries its GPS position in the EXIF block (an APP1 segment), and often XMP (another APP1)
 * with the same; a PNG may carry EXIF in an `eXIf` chunk. Those blocks are dropped whole — the
 * picture's own data is not touched, so nothing is re-encoded and no quality is lost.
 *
 * The camera's orientation lives in EXIF too; browsers and the app show our photos with CSS
 * `image-orientation: from-image` off the stored bytes, so a photo taken sideways may show
 * sideways — the lesser evil next to publishing where a pharmacist lives.
 */

/** The bytes without location-bearing metadata; unchanged for other types or unreadable files. */
export function stripLocationMetadata(bytes: Uint8Array, contentType: string): Uint8Array {
  if (contentType === 'image/jpeg') return stripJpegApp1(bytes) ?? bytes
  if (contentType === 'image/png') return stripPngExif(bytes) ?? bytes
  return bytes
}

/** JPEG: SOI, then marker segments (FF xx, 2-byte big-endian length incl. itself) until SOS. */
function stripJpegApp1(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let at = 2
  let dropped = false
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Start of scan: the compressed picture follows, to the end of the file.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at))
      return dropped ? concat(kept) : bytes
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    if (length < 2 || at + 2 + length > bytes.length) return null
    const segment = bytes.subarray(at, at + 2 + length)
    // APP1 holds EXIF (GPS) and XMP (location too); every other segment stays as it was.
    if (marker === 0xe1) dropped = true
    else kept.push(segment)
    at += 2 + length
  }
  return null
}

/** PNG: the signature, then chunks (4-byte length, 4-byte type, data, 4-byte CRC). */
function stripPngExif(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  let at = 8
  let dropped = false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at)
    const end = at + 12 + length
    if (end > bytes.length) return null
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'eXIf') dropped = true
    else kept.push(bytes.subarray(at, end))
    at = end
    if (type === 'IEND') break
  }
  return dropped ? concat(kept) : bytes
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
