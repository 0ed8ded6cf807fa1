/** What a referrer sees of the people they referred: first name and last initial, or a masked e-mail. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0)
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim()
}

/** `maria.garcia@example.com` → `ma•••@example.com`. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`
}
