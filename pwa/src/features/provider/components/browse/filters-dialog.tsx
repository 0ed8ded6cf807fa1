/**
 * Every browse filter the API offers, in one dialog: dates (presets or a range), weekdays,
 * states and their cities, minimum rate, on site or remote, and the specialties, software,
 * skills and languages a shift lists. Changes apply when the provider taps "Show shifts".
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PROVIDER_TYPE_LABELS, PROVIDER_TYPES } from '@shared/enums'
import { STATE_CITIES } from '@shared/reference/state-cities.gen'
import { Button } from '../../../../components/ui/button'
import { ChipPicker } from '../../../../components/ui/chip-picker'
import { cx } from '../../../../components/ui/cx'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { STATE_OPTIONS } from '../../../../lib/forms/options'
import { abilitiesQuery, languagesQuery } from '../../../../lib/reference'
import { clearedFilters, WEEKDAYS, type BrowseSearch } from '../../browse-search'
import { DATE_PRESETS, DATE_PRESET_LABELS, type DatePreset } from '../../date-presets'

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'h-10 min-w-10 rounded-xl border px-2.5 text-sm font-semibold transition-colors sm:px-3',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
      )}
    >
      {children}
    </button>
  )
}

const STATE_CHOICES = STATE_OPTIONS.map((o) => ({ id: o.value, name: o.label }))

export function FiltersDialog({
  open,
  onClose,
  value,
  onApply,
}: {
  open: boolean
  onClose: () => void
  value: BrowseSearch
  onApply: (next: BrowseSearch) => void
}) {
  const [draft, setDraft] = useState<BrowseSearch>(value)
  useEffect(() => {
    if (open) setDraft(value)
  }, [open, value])
  const abilities = useQuery({ ...abilitiesQuery(), enabled: open })
  const languages = useQuery({ ...languagesQuery(), enabled: open })

  const cityChoices = useMemo(() => {
    const states = draft.states?.length ? draft.states : Object.keys(STATE_CITIES)
    const names = new Set<string>()
    for (const s of states) for (const c of STATE_CITIES[s] ?? []) names.add(c)
    for (const c of draft.cities ?? []) names.add(c)
    return [...names].sort().map((c) => ({ id: c, name: c }))
  }, [draft.states, draft.cities])

  const set = (patch: Partial<BrowseSearch>) => setDraft((d) => ({ ...d, ...patch }))
  const toggleIn = (list: string[] | undefined, item: string) => {
    const next = list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item]
    return next.length ? next : undefined
  }
  const pickPreset = (preset: DatePreset) => set(draft.when === preset ? { when: undefined } : { when: preset, from: undefined, to: undefined })

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Filter shifts"
      footer={
        <>
          <Button variant="ghost" onClick={() => setDraft(clearedFilters(draft))}>
            Clear all
          </Button>
          <Button
            onClick={() => {
              onApply({ ...draft, page: undefined })
              onClose()
            }}
          >
            Show shifts
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">When</legend>
          <div className="flex flex-wrap gap-2">
            {DATE_PRESETS.map((p) => (
              <Toggle key={p} pressed={draft.when === p} onClick={() => pickPreset(p)}>
                {DATE_PRESET_LABELS[p]}
              </Toggle>
            ))}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <Field label="From">
              <Input type="date" value={draft.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined, when: undefined })} />
            </Field>
            <Field label="To">
              <Input type="date" value={draft.to ?? ''} min={draft.from} onChange={(e) => set({ to: e.target.value || undefined, when: undefined })} />
            </Field>
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Days of the week</legend>
          <div className="grid max-w-md grid-cols-7 gap-1.5">
            {WEEKDAYS.map((d) => (
              <Toggle key={d.code} pressed={Boolean(draft.days?.includes(d.code))} onClick={() => set({ days: toggleIn(draft.days, d.code) })}>
                {/* Named by the full day; the two letters are what fits on screen. */}
                <span aria-hidden>{d.short}</span>
                <span className="sr-only">{d.name}</span>
              </Toggle>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Where</legend>
          <div className="flex flex-wrap gap-2">
            <Toggle pressed={!draft.location} onClick={() => set({ location: undefined })}>
              Anywhere
            </Toggle>
            <Toggle pressed={draft.location === 'ON_SITE'} onClick={() => set({ location: 'ON_SITE' })}>
              On site
            </Toggle>
            <Toggle pressed={draft.location === 'REMOTE'} onClick={() => set({ location: 'REMOTE' })}>
              Remote
            </Toggle>
          </div>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label="States">
              <ChipPicker
                options={STATE_CHOICES}
                value={draft.states ?? []}
                onChange={(ids) => set({ states: ids.length ? ids : undefined })}
                placeholder="Search states…"
              />
            </Field>
            <Field label="Cities" hint={draft.states?.length ? 'Cities in the states you chose.' : 'Choose states first to shorten this list.'}>
              <ChipPicker
                options={cityChoices}
                value={draft.cities ?? []}
                onChange={(ids) => set({ cities: ids.length ? ids : undefined })}
                placeholder="Search cities…"
              />
            </Field>
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">License type</legend>
          <div className="flex flex-wrap gap-2">
            {PROVIDER_TYPES.map((t) => (
              <Toggle key={t} pressed={Boolean(draft.types?.includes(t))} onClick={() => set({ types: toggleIn(draft.types, t) })}>
                {PROVIDER_TYPE_LABELS[t]}
              </Toggle>
            ))}
          </div>
          <p className="mt-1.5 text-[0.8rem] text-slate-500">None chosen shows shifts for your own license type.</p>
        </fieldset>

        <Field label="Minimum hourly rate" hint="In dollars per hour, before taxes.">
          <div className="relative max-w-48">
            <span aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500">
              $
            </span>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              className="pl-7"
              value={draft.rate ?? ''}
              onChange={(e) => {
                const n = Number(e.target.value)
                set({ rate: e.target.value === '' || !Number.isFinite(n) || n <= 0 ? undefined : n })
              }}
            />
          </div>
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Specialties">
            <ChipPicker
              options={abilities.data?.specialties ?? []}
              loading={abilities.isLoading}
              value={draft.specialties ?? []}
              onChange={(ids) => set({ specialties: ids.length ? ids : undefined })}
            />
          </Field>
          <Field label="Pharmacy software">
            <ChipPicker
              options={abilities.data?.softwares ?? []}
              loading={abilities.isLoading}
              value={draft.softwares ?? []}
              onChange={(ids) => set({ softwares: ids.length ? ids : undefined })}
            />
          </Field>
          <Field label="Skills">
            <ChipPicker
              options={abilities.data?.skills ?? []}
              loading={abilities.isLoading}
              value={draft.skills ?? []}
              onChange={(ids) => set({ skills: ids.length ? ids : undefined })}
            />
          </Field>
          <Field label="Languages">
            <ChipPicker
              options={languages.data ?? []}
              loading={languages.isLoading}
              value={draft.languages ?? []}
              onChange={(ids) => set({ languages: ids.length ? ids : undefined })}
            />
          </Field>
        </div>
        {(abilities.isError || languages.isError) && (
          <p className="text-sm text-amber-800">Some choices couldn't load — check your connection. The other filters still work.</p>
        )}
      </div>
    </Dialog>
  )
}
