/**
 * The admin panel's CSV exports (issue 16 §9): `GET <list>/csv` with the list's current filters,
 * streamed by the server and saved as the file it names (Content-Disposition). A plain `fetch`
 * rather than the JSON client: the answer is a file; errors still come back as `{message}`.
 */
import { API_BASE, ApiError, OFFLINE_MESSAGE, SERVER_FAULT_MESSAGE } from '../../../lib/api'
import { adminSession } from '../../../lib/session'

export type CsvQuery = Record<string, string | number | undefined | null>

/** The file name the server gave (`attachment; filename="providers-2026-11-28.csv"`), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')
  return match?.[1] ?? fallback
}

/** Downloads `path` (e.g. `/admin-panel/providers/csv`) with the filters in `query` (empty ones left out). */
export async function downloadCsv(path: string, query: CsvQuery = {}): Promise<void> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim())
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}${params.size ? `?${params}` : ''}`, {
      headers: { Accept: 'text/csv', 'x-app-source': 'admin-panel', Authorization: `Bearer ${adminSession.getToken() ?? ''}` },
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok) {
    if (response.status >= 500) throw new ApiError(response.status, SERVER_FAULT_MESSAGE)
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiError(response.status, body.message ?? 'The export could not be downloaded.')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response, `export-${new Date().toISOString().slice(0, 10)}.csv`)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
