/**
 * The HTML part of every e-mail, made from its text by one template: the brand's header,
 * paragraphs as written, every link a link (the unsubscribe line of a regular message
 * included). The text part stays the message; mail clients that show HTML show this.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g

/** One line of text with its URLs as links (a sentence's closing stop stays outside the link). */
function linkify(line: string): string {
  let out = ''
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?]+$/, '')
    const at = match.index ?? 0
    out += escape(line.slice(last, at)) + `<a href="${escape(url)}" style="color:#0f766e">${escape(url)}</a>`
    last = at + url.length
  }
  return out + escape(line.slice(last))
}

export function htmlBodyOf({ subject, text, brand }: { subject: string; text: string; brand: string }): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(linkify).join('<br>')}</p>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head><body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:24px"><div style="font-weight:700;font-size:18px;color:#0f766e;margin-bottom:16px">${escape(brand)}</div><div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;font-size:15px;line-height:1.5">${paragraphs}</div></div></body></html>`
}
