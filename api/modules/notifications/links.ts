/** The absolute URLs in a message, in order, each once (api-contract "Testing helpers": `links`). */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []
  // A sentence may end right after a link: its full stop or comma is not part of it.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))]
}

/** E-mail addresses are matched case-insensitively (api-contract "Authentication"). */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim()
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed
}
