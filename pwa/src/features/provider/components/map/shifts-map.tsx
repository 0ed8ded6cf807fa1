/**
 * Where shifts are, drawn without a tile server so it works offline and costs nothing per view:
 * US states from us-atlas (already projected with Albers USA at scale 1300 into a 975×610
 * frame) and each shift placed with the same d3-geo projection. Loaded lazily — only people who
 * open the map download the shapes.
 *
 * Shifts at the same place share one marker with their count, and places whose markers would
 * touch at the size the map is drawn are clustered (supercluster, run in the map's own projected
 * coordinates, so what is measured is what is seen): markers never overlap, whatever the zoom or
 * the screen. Markers are buttons: Tab reaches them, Enter shows their shifts in the list under
 * the map, and a cluster also zooms to its places.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import Supercluster from 'supercluster'
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

/** A marker on the map: one place, or a cluster of places too close to tell apart at this zoom. */
interface Marker {
  key: string
  x: number
  y: number
  places: Place[]
  count: number
}

type Box = { minX: number; minY: number; width: number; height: number }

/** Marker radius in screen pixels: a lone shift, several, many. */
const radiusOf = (count: number) => (count > 1 ? Math.min(12 + 2 * Math.log2(count), 18) : 9)
/** Screen pixels kept between two markers. */
const GAP = 4

/**
 * supercluster clusters longitude/latitude on Web Mercator's unit square. The map's own
 * coordinates are placed on that square (1024 map units across, centred) by the inverse of its
 * projection, so its radius is a distance in map units, the same in every direction.
 */
const SQUARE = 1024
const toLngLat = (x: number, y: number): [number, number] => {
  const u = 0.5 + (x - WIDTH / 2) / SQUARE
  const v = 0.5 + (y - HEIGHT / 2) / SQUARE
  return [(u - 0.5) * 360, (360 / Math.PI) * Math.atan(Math.exp(((180 - v * 360) * Math.PI) / 180)) - 90]
}
const fromLngLat = (lng: number, lat: number): [number, number] => {
  const sin = Math.sin((lat * Math.PI) / 180)
  const v = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI
  return [(lng / 360 + 0.5 - 0.5) * SQUARE + WIDTH / 2, (v - 0.5) * SQUARE + HEIGHT / 2]
}
const CLUSTER_EXTENT = 512
/** Clusters are read at this zoom, with the radius set so that it is exactly two of the largest markers apart. */
const ZOOM = 10

/** The box around points, with room, never narrower than `minWidth` map units, in the map's shape. */
function frame(points: readonly { x: number; y: number }[], minWidth: number): Box {
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const minY = Math.min(...ys)
  const maxY = Math.max(...ys)
  const width = Math.max((maxX - minX) * 1.4, minWidth, (maxY - minY) * 1.4 * (WIDTH / HEIGHT))
  const height = width * (HEIGHT / WIDTH)
  return { minX: (minX + maxX) / 2 - width / 2, minY: (minY + maxY) / 2 - height / 2, width, height }
}

/**
 * Markers that do not overlap at `scale` map units per screen pixel: supercluster's clusters
 * with a radius of two of the largest markers, coarser (each zoom out doubles it) until no two
 * touch, since its greedy clusters can land closer than its radius. At most 100 places: built
 * again for each zoom of the map in well under a millisecond.
 */
function markersAt(places: readonly Place[], byKey: Map<string, Place>, scale: number): Marker[] {
  if (!places.length) return []
  const widest = (2 * radiusOf(1000) + GAP) * scale
  const index = new Supercluster<{ key: string; count: number }, { count: number }>({
    radius: (widest / SQUARE) * CLUSTER_EXTENT * 2 ** ZOOM,
    extent: CLUSTER_EXTENT,
    maxZoom: ZOOM,
    map: (props) => ({ count: props.count }),
    reduce: (total, props) => {
      total.count += props.count
    },
  }).load(places.map((p) => ({ type: 'Feature' as const, properties: { key: p.key, count: p.shifts.length }, geometry: { type: 'Point' as const, coordinates: toLngLat(p.x, p.y) } })))
  let zoom = ZOOM
  for (;;) {
    const markers = index.getClusters([-180, -85, 180, 85], zoom).map((feature): Marker => {
      const [lng, lat] = feature.geometry.coordinates as [number, number]
      const [x, y] = fromLngLat(lng, lat)
      const props = feature.properties
      if ('cluster' in props && props.cluster) {
        const places = index.getLeaves(props.cluster_id, Infinity).map((leaf) => byKey.get(leaf.properties.key)!)
        return { key: `cluster-${places.map((p) => p.key).sort()[0]}`, x, y, places, count: props.count }
      }
      const place = byKey.get((props as { key: string }).key)!
      return { key: place.key, x: place.x, y: place.y, places: [place], count: place.shifts.length }
    })
    if (zoom === 0 || !overlapping(markers, scale)) return markers
    zoom -= 1
  }
}

function overlapping(markers: readonly Marker[], scale: number): boolean {
  for (let i = 0; i < markers.length; i++)
    for (let j = i + 1; j < markers.length; j++) {
      const a = markers[i]!
      const b = markers[j]!
      const min = (radiusOf(a.count) + radiusOf(b.count) + GAP) * scale
      if ((a.x - b.x) ** 2 + (a.y - b.y) ** 2 < min * min) return true
    }
  return false
}

const labelOf = (marker: Marker) => {
  const [first, ...rest] = marker.places
  return rest.length === 0 ? first!.label : `${first!.label} and ${rest.length} ${rest.length === 1 ? 'place' : 'places'} near it`
}

export default function ShiftsMap({ shifts, className }: { shifts: readonly MapShift[]; className?: string }) {
  /** The marker chosen, kept as it was: a cluster's shifts stay listed after it opens into places. */
  const [selected, setSelected] = useState<Marker | null>(null)
  /** What the map shows: every marker framed, the whole country, or a cluster opened. */
  const [view, setView] = useState<'fit' | 'country' | Box>('fit')
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

  const { places, byKey, unplaced } = useMemo(() => {
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
    return { places: [...byKey.values()], byKey, unplaced }
  }, [shifts])

  // A new answer (other filters, "Anywhere") frames its own markers again; the same shifts
  // drawn again (the list refetched, an application sent) keep the zoom.
  const shiftIds = shifts.map((s) => s.shiftGroupId).join(',')
  useEffect(() => {
    setView('fit')
    setSelected(null)
  }, [shiftIds])

  // Frame the markers (with room around them) so a city's shifts are not one dot on a continent:
  // a provider's default list is near home, so this is their area.
  const box: Box = useMemo(() => {
    if (view === 'country' || places.length === 0) return { minX: 0, minY: 0, width: WIDTH, height: HEIGHT }
    if (view === 'fit') return frame(places, 50)
    return view
  }, [view, places])
  const viewBox = `${box.minX.toFixed(1)} ${box.minY.toFixed(1)} ${box.width.toFixed(1)} ${box.height.toFixed(1)}`

  const scale = box.width / drawnWidth
  const markers = useMemo(() => markersAt(places, byKey, scale), [places, byKey, scale])
  const choose = (marker: Marker) => {
    if (marker.key === selected?.key) return setSelected(null)
    setSelected(marker)
    // A cluster opens: the map zooms to its places, close enough to draw places a few hundred
    // metres apart as markers of their own.
    if (marker.places.length > 1) setView(frame(marker.places, 4))
  }

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
          {markers.map((marker) => {
            const isActive = marker.key === selected?.key
            const r = radiusOf(marker.count) * scale
            const { count } = marker
            return (
              <g
                key={marker.key}
                role="button"
                tabIndex={0}
                aria-pressed={isActive}
                aria-label={`${count} ${count === 1 ? 'shift' : 'shifts'} in ${labelOf(marker)}`}
                data-map-marker={marker.places.length > 1 ? 'cluster' : 'place'}
                onClick={() => choose(marker)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault()
                    choose(marker)
                  }
                }}
                className="group cursor-pointer outline-none"
              >
                <circle cx={marker.x} cy={marker.y} r={r * 1.5} className="fill-transparent group-focus-visible:fill-brand-500/25" />
                <circle
                  data-marker-dot
                  cx={marker.x}
                  cy={marker.y}
                  r={r}
                  strokeWidth={2 * scale}
                  className={cx(
                    'stroke-white transition-colors',
                    isActive ? 'fill-accent-600' : marker.places.length > 1 ? 'fill-brand-900 group-hover:fill-brand-800' : 'fill-brand-700 group-hover:fill-brand-800',
                  )}
                />
                {count > 1 && (
                  <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle" fontSize={11 * scale} fontWeight={700} className="pointer-events-none fill-white">
                    {count}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
        {places.length > 0 && (
          <div className="absolute top-2 right-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setView((v) => (v === 'fit' ? 'country' : 'fit'))}
              icon={view === 'fit' ? <Maximize2 aria-hidden className="size-4" /> : <ZoomIn aria-hidden className="size-4" />}
            >
              {view === 'fit' ? 'Whole country' : 'Zoom to shifts'}
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
        {selected ? (
          <section aria-label={`Shifts in ${labelOf(selected)}`} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <MapPin aria-hidden className="size-4 text-brand-700" />
              {labelOf(selected)}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {selected.places
                .flatMap((p) => p.shifts)
                .map((s) => (
                  <li key={s.shiftGroupId}>
                    <Link
                      to="/provider/shifts/$shiftGroupId"
                      params={{ shiftGroupId: s.shiftGroupId }}
                      className="-mx-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium text-slate-900">{s.title}</span>
                        <span className="block text-[0.8rem] text-slate-600">
                          {s.city}, {s.state} · {formatDate(s.date)} · {formatTimeRange(s.startTime, s.endTime)}
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
          markers.length > 1 && <p className="text-sm text-slate-600">Choose a marker to see its shifts; a marker with a number opens to its places.</p>
        )}
      </div>
    </div>
  )
}
