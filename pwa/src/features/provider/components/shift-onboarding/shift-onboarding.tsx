/**
 * A pharmacy's orientation packet for the provider hired on one of its shifts (issue 13 §8–9):
 * the facility's onboarding form laid out for a phone — hours, arrival, procedures, the work,
 * medication policies — with its files and the PDF. The answers come from the device's copy
 * when offline (`isFromCache`); the PDF and the files are kept on the device when the packet is
 * opened with a connection, so they open offline too (bounded, this session only).
 */
import { useEffect, useState } from 'react'
import { CloudOff, FileText, Paperclip } from 'lucide-react'
import { FFM_LABELS, type ProviderOnboarding } from '@shared/contracts/onboarding-forms'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { errorMessage } from '../../../../lib/api'
import { useOnline } from '../../../../lib/connectivity'
import { userSession } from '../../../../lib/session'
import { useCachedQuery } from '../../../../offline'
import { formFile, keepPacketFiles, packetPdf, shiftOnboardingQuery } from '../../api/shift-onboarding'

type Answers = ProviderOnboarding['answers']
const SECTIONS: { title: string; keys: (keyof Answers)[] }[] = [
  { title: 'Phone and contact', keys: ['phoneGreeting', 'pointOfContact', 'website'] },
  { title: 'Arriving', keys: ['parkingLocation', 'belongings', 'attire'] },
  { title: 'Opening, closing and breaks', keys: ['openingProcedures', 'closingProcedures', 'breakPolicy'] },
  { title: 'The work', keys: ['software', 'specialties', 'pharmacistDuties', 'technicianDuties'] },
  { title: 'Medication policies', keys: ['ciiPolicies', 'hazardousHandling', 'hazardousDetails', 'otcAnswer', 'qualityMetrics', 'qualityMetricsDescription'] },
  { title: 'Good to know', keys: ['importantInfo', 'waitTimeOther', 'driveThrough', 'qaAddition'] },
]
const DAY_WORDS: Record<string, string> = { MONDAY: 'Monday', TUESDAY: 'Tuesday', WEDNESDAY: 'Wednesday', THURSDAY: 'Thursday', FRIDAY: 'Friday', SATURDAY: 'Saturday', SUNDAY: 'Sunday' }

export function ShiftOnboarding({ shiftId }: { shiftId: string }) {
  const packet = useCachedQuery(shiftOnboardingQuery(shiftId))
  const online = useOnline()
  const [problem, setProblem] = useState<string | null>(null)
  const opened = packet.data && !packet.isFromCache ? packet.data : null
  // Opened with a connection: keep the PDF and the files for the trip without one.
  useEffect(() => {
    if (opened && online) void keepPacketFiles(opened, userSession.get()?.token).catch(() => undefined)
  }, [opened, online])
  if (packet.error && !packet.data) return <Alert tone={packet.error.status === 404 ? 'info' : 'error'}>{packet.error.message}</Alert>
  if (!packet.data) return <p className="text-sm text-slate-600">Loading…</p>
  const { facility, answers, files, packetUrl } = packet.data

  const show = (blob: Blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener')
  const openPdf = async () => {
    setProblem(null)
    if (!packetUrl) return
    try {
      show(await packetPdf(packetUrl, packet.data!.shiftId, userSession.get()?.token))
    } catch (error) {
      setProblem(error instanceof Error ? error.message : errorMessage(error))
    }
  }
  const openFile = async (fileId: string) => {
    setProblem(null)
    try {
      show(await formFile(fileId, userSession.get()?.token))
    } catch (error) {
      setProblem(error instanceof Error ? error.message : errorMessage(error))
    }
  }

  return (
    <article className="flex flex-col gap-4" aria-labelledby="packet-title">
      <header>
        <h2 id="packet-title" className="text-lg font-semibold text-slate-900">
          {facility.name}
        </h2>
        <p className="text-sm text-slate-600">
          {facility.city}, {facility.state}
        </p>
        {packet.isFromCache && (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <CloudOff aria-hidden className="size-3.5" /> Saved on this device
          </p>
        )}
      </header>
      {answers.operatingDays?.length ? (
        <Card className="p-4">
          <h3 className="mb-2 font-semibold text-slate-900">Hours</h3>
          <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
            {answers.operatingDays.map((d) => (
              <div key={d.day} className="contents">
                <dt className="text-slate-600">{DAY_WORDS[d.day]}</dt>
                <dd className="text-slate-900">{d.timeSlots.map((s) => `${s.startTime ?? ''}–${s.endTime ?? ''}`).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
      {SECTIONS.map((section) => {
        const given = section.keys.filter((k) => answers[k] !== undefined && answers[k] !== '')
        if (!given.length) return null
        return (
          <Card key={section.title} className="p-4">
            <h3 className="mb-2 font-semibold text-slate-900">{section.title}</h3>
            <dl className="flex flex-col gap-2 text-sm">
              {given.map((k) => (
                <div key={k}>
                  <dt className="font-medium text-slate-700">{FFM_LABELS[k as keyof typeof FFM_LABELS]}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-900">{String(answers[k])}</dd>
                </div>
              ))}
            </dl>
          </Card>
        )
      })}
      {files.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 font-semibold text-slate-900">Files</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {files.map((f) => (
              <li key={f.fileId} className="flex items-center gap-2">
                <Paperclip aria-hidden className="size-4 text-slate-500" />
                <button type="button" className="truncate text-brand-700 underline" onClick={() => void openFile(f.fileId)}>
                  {f.filename}
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {packetUrl && (
        <Button variant="outline" icon={<FileText aria-hidden className="size-4" />} onClick={() => void openPdf()} className="w-fit">
          Open the PDF packet
        </Button>
      )}
      {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
    </article>
  )
}
