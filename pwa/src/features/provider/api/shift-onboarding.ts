/**
 * The orientation packet of a hired shift's pharmacy (`GET /provider/shift/{shiftId}/onboarding`,
 * the "optional onboarding" of an approved shift). Cached on the device like the provider's other
 * reads, so a packet opened once reads offline — in the parking lot, with no signal.
 */
import type { ProviderOnboarding } from '@shared/contracts/onboarding-forms'
import type { DownloadUrl } from '@shared/contracts/files'
import { api } from '../../../lib/api'
import { cachedQueryOptions } from '../../../offline/cached-query-options'
import { FILE_CACHE_LIMITS, openKeptFile } from '../../../offline/file-cache'

export const shiftOnboardingQuery = (shiftId: string) =>
  cachedQueryOptions<ProviderOnboarding>(['provider', 'shift-onboarding', shiftId], `/provider/shift/${encodeURIComponent(shiftId)}/onboarding`)

/**
 * The packet's PDF and the pharmacy's files, kept on the device when the packet is opened so they
 * open offline too (src/offline/file-cache.ts: bounded, this session only, gone at sign-out).
 */
export const packetFileKey = (shiftId: string) => `packet/${shiftId}`
export const formFileKey = (fileId: string) => `file/${fileId}`
const NOT_KEPT = 'This file is not saved on this device yet. Open it once with a connection.'

async function bytes(path: string, token: string | null | undefined): Promise<Blob> {
  const headers: Record<string, string> = { 'x-offline-store': 'file-cache' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(path, { headers })
  if (!response.ok) throw new Error('The file could not be opened')
  return response.blob()
}

export const packetPdf = (packetUrl: string, shiftId: string, token: string | null | undefined) => openKeptFile(packetFileKey(shiftId), token, () => bytes(packetUrl, token), NOT_KEPT)

export const formFile = (fileId: string, token: string | null | undefined) =>
  openKeptFile(
    formFileKey(fileId),
    token,
    async () => {
      const link = await api.get<DownloadUrl>(`/download-url/${encodeURIComponent(fileId)}`)
      const url = new URL(link.url, location.origin)
      return bytes(url.pathname + url.search, token)
    },
    NOT_KEPT,
  )

/** Keeps the packet and the files while online, leaving out those past the cache's bounds. */
export async function keepPacketFiles(data: ProviderOnboarding, token: string | null | undefined): Promise<void> {
  const tasks: Promise<unknown>[] = []
  if (data.packetUrl) tasks.push(packetPdf(data.packetUrl, data.shiftId, token))
  let budget = FILE_CACHE_LIMITS.maxTotalBytes - 2 * 1024 * 1024
  for (const file of data.files) {
    if (file.size > FILE_CACHE_LIMITS.maxEntryBytes || file.size > budget) continue
    budget -= file.size
    tasks.push(formFile(file.fileId, token))
  }
  await Promise.allSettled(tasks)
}
