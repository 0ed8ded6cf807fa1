/**
 * Where shifts are, drawn without a tile server so it works offline and costs nothing per view:
 * US states from us-atlas (already projected with Albers USA at scale 1300 into a 975×610
 * frame) and each shift placed with the same d3-geo projection. Loaded lazily — only people who
 * open the map download the shapes.
 *
 * Shifts at the same place share one marker with their count. Markers are buttons: Tab reaches
 * them, Enter shows that place's shifts in the list under the map.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { geoAlbersUsa, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { Maximize2, MapPin, ZoomIn } from 'lucide-react'
import statesTopology from 'us-atlas/states-albers-10m.json'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { formatDate, formatRate, formatTimeRange } from '../../format'

export interface MapShift {
  shiftGroupId: string
  title: string
  date: string
  startTime: string
  endTime: string
  rate: number
  city: string
  state: string
  latitude: number | null
  longitude: number | null
  remote?: boolean
  applied?: boolean
}

const WIDTH = 975
const HEIGHT = 610
const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([WIDTH / 2, HEIGHT / 2])
const path = geoPath()
const STATE_PATHS = (() => {
  const collection = feature(topology, topology.objects.states)
  return collection.features.map((f, i) => ({ key: String(f.id ?? i), d: path(f) ?? '' }))
})()
const BORDERS = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? ''

interface Place {
  key: string
  x: number
  y: number
  label: string
  shifts: MapShift[]
}

export default function ShiftsMap({ shifts, className }: { shifts: readonly MapShift[]; className?: string }) {
  const [selected, setSelected] = useState<string | null>(null)
  const [fit, setFit] = useState(true)
  // Markers keep the same size on screen whatever the zoom and the width the map is drawn at.
  const svgRef = useRef<SVGSVGElement>(null)
  const [drawnWidth, setDrawnWidth] = useState(WIDTH)
  useEffect(() => {
    const svg = svgRef.current
    if (!svg || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setDrawnWidth(entry.contentRect.width)
    })
    observer.observe(svg)
    return () => observer.disconnect()
  }, [])

  const { places, unplaced } = useMemo(() => {
    const byKey = new Map<string, Place>()
    let unplaced = 0
    for (const shift of shifts) {
      const point = shift.latitude !== null && shift.longitude !== null ? projection([shift.longitude, shift.latitude]) : null
      if (!point) {
        unplaced += 1
        continue
      }
      const key = `${shift.latitude!.toFixed(3)},${shift.longitude!.toFixed(3)}`
      const place = byKey.get(key) ?? { key, x: point[0], y: point[1], label: `${shift.city}, ${shift.state}`, shifts: [] }
      place.shifts.push(shift)
      byKey.set(key, place)
    }
    return { places: [...byKey.values()], unplaced }
  }, [shifts])

  // Frame the markers (with room around them) so a city's shifts are not one dot on a continent.
  const viewBox = useMemo(() => {
    if (!fit || places.length === 0) return `0 0 ${WIDTH} ${HEIGHT}`
    const xs = places.map((p) => p.x)
    const ys = places.map((p) => p.y)
    let minX = Math.min(...xs)
    let maxX = Math.max(...xs)
    let minY = Math.min(...ys)
    let maxY = Math.max(...ys)
    const minWidth = 240
    const width = Math.max(maxX - minX, minWidth)
    const height = Math.max(maxY - minY, minWidth * (HEIGHT / WIDTH))
    const cx = (minX + maxX) / 2
    const cy = (minY + maxY) / 2
    const w = width * 1.4
    const h = Math.max(height * 1.4, w * (HEIGHT / WIDTH))
    const vw = Math.max(w, h * (WIDTH / HEIGHT))
    minX = cx - vw / 2
    minY = cy - h / 2
    maxX = minX + vw
    maxY = minY + h
    return `${minX.toFixed(1)} ${minY.toFixed(1)} ${(maxX - minX).toFixed(1)} ${(maxY - minY).toFixed(1)}`
  }, [fit, places])

  const scale = useMemo(() => Number(viewBox.split(' ')[2]) / drawnWidth, [viewBox, drawnWidth])
  const active = places.find((p) => p.key === selected) ?? null

  return (
    <div className={className}>
      <div className="relative overflow-hidden rounded-card border border-slate-200 bg-sky-50/60">
        <svg
          ref={svgRef}
          viewBox={viewBox}
          role="group"
          aria-label={`Map of ${places.length} ${places.length === 1 ? 'place' : 'places'} with open shifts`}
          className="block h-auto w-full"
        >
          <g aria-hidden>
            {STATE_PATHS.map((s) => (
              <path key={s.key} d={s.d} className="fill-white" />
            ))}
            <path d={BORDERS} fill="none" className="stroke-slate-300" strokeWidth={Math.min(1, 0.8 * scale)} strokeLinejoin="round" />
          </g>
          {places.map((place) => {
            const isActive = place.key === selected
            const r = (place.shifts.length > 1 ? 12 : 9) * scale
            const count = place.shifts.length
            return (
              <g
                key={place.key}
                role="button"
                tabIndex={0}
                aria-pressed={isActive}
                aria-label={`${count} ${count === 1 ? 'shift' : 'shifts'} in ${place.label}`}
                onClick={() => setSelected(isActive ? null : place.key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault()
                    setSelected(isActive ? null : place.key)
                  }
                }}
                className="group cursor-pointer outline-none"
              >
                <circle cx={place.x} cy={place.y} r={r * 1.9} className="fill-transparent group-focus-visible:fill-brand-500/25" />
                <circle
                  cx={place.x}
                  cy={place.y}
                  r={r}
                  strokeWidth={2 * scale}
                  className={cx('stroke-white transition-colors', isActive ? 'fill-accent-600' : 'fill-brand-700 group-hover:fill-brand-800')}
                />
                {count > 1 && (
                  <text
                    x={place.x}
                    y={place.y}
                    dy="0.35em"
                    textAnchor="middle"
                    fontSize={11 * scale}
                    fontWeight={700}
                    className="pointer-events-none fill-white"
                  >
                    {count}
                  </text>
                )}
              </g>
            )
          })}
          {active && (
            // A copy of the chosen marker drawn on top, so neighbours never cover it; the real
            // marker keeps its place in the tab order.
            <g aria-hidden className="pointer-events-none">
              <circle
                cx={active.x}
                cy={active.y}
                r={(active.shifts.length > 1 ? 12 : 9) * scale}
                strokeWidth={2 * scale}
                className="fill-accent-600 stroke-white"
              />
              {active.shifts.length > 1 && (
                <text x={active.x} y={active.y} dy="0.35em" textAnchor="middle" fontSize={11 * scale} fontWeight={700} className="fill-white">
                  {active.shifts.length}
                </text>
              )}
            </g>
          )}
        </svg>
        {places.length > 0 && (
          <div className="absolute top-2 right-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setFit((v) => !v)}
              icon={fit ? <Maximize2 aria-hidden className="size-4" /> : <ZoomIn aria-hidden className="size-4" />}
            >
              {fit ? 'Whole country' : 'Zoom to shifts'}
            </Button>
          </div>
        )}
      </div>

      {unplaced > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {unplaced === 1 ? '1 shift has' : `${unplaced} shifts have`} no place on the map (remote work or an address outside the map) — switch to the list to
          see {unplaced === 1 ? 'it' : 'them'}.
        </p>
      )}

      <div aria-live="polite" className="mt-4">
        {active ? (
          <section aria-label={`Shifts in ${active.label}`} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <MapPin aria-hidden className="size-4 text-brand-700" />
              {active.label}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {active.shifts.map((s) => (
                <li key={s.shiftGroupId}>
                  <Link
                    to="/provider/shifts/$shiftGroupId"
                    params={{ shiftGroupId: s.shiftGroupId }}
                    className="-mx-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-slate-900">{s.title}</span>
                      <span className="block text-[0.8rem] text-slate-600">
                        {formatDate(s.date)} · {formatTimeRange(s.startTime, s.endTime)}
                        {s.applied ? ' · Applied' : ''}
                      </span>
                    </span>
                    <span className="text-sm font-semibold text-brand-800">{formatRate(s.rate)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          places.length > 1 && <p className="text-sm text-slate-600">Choose a marker to see the shifts at that place.</p>
        )}
      </div>
    </div>
  )
}
