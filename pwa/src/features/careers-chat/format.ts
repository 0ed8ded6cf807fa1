/**
 * Times in a careers thread and inbox: "2:05 PM" today, "Mon 2:05 PM" this week, "Mar 3" before
 * (the shift messages' format; features do not import each other).
 */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso)
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
  if (at.toDateString() === now.toDateString()) return time
  const days = (now.getTime() - at.getTime()) / 86_400_000
  if (days < 6) return `${at.toLocaleDateString('en-US', { weekday: 'short' })} ${time}`
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' })
}
