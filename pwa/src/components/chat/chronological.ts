/** Pages of a chat, newest first (as the API pages them), turned oldest first with each message once. */
export function chronological<M extends { llmMessageId: string }>(data: { pages: { data: M[] }[] } | undefined): M[] {
  const seen = new Set<string>()
  const out: M[] = []
  for (const page of data?.pages ?? []) {
    for (const m of page.data) {
      if (seen.has(m.llmMessageId)) continue
      seen.add(m.llmMessageId)
      out.push(m)
    }
  }
  return out.reverse()
}
