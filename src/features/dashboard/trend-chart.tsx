import { useLayoutEffect, useRef, useState } from 'react'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { abbreviate } from '@/ui/format'
import type { TrendBar } from './trend-series'

/**
 * One trend chart (visx: SVG bars on d3 scales, tree-shaken): loaded lazily with the trends panel, so the
 * dashboard's first JavaScript does not grow. Colours are the theme's CSS variables (dashboard.css), so dark
 * mode needs nothing here. It fills a box whose height the panel reserved before it loaded. The table view
 * holds the same figures for screen readers and keyboard users; each bar's tooltip names its figure.
 */
export function TrendChart({ bars, layout }: { bars: readonly TrendBar[]; layout: 'columns' | 'rows' }) {
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={box} className="trend-chart-box">
      {size.width > 0 && size.height > 0 ? (
        <svg width={size.width} height={size.height} aria-hidden="true" className="trend-chart">
          {layout === 'columns' ? (
            <Columns bars={bars} width={size.width} height={size.height} />
          ) : (
            <Rows bars={bars} width={size.width} height={size.height} />
          )}
        </svg>
      ) : null}
    </div>
  )
}

const AXIS_WIDTH = 40
const X_LABELS_HEIGHT = 18

/** Bars over time: a bar per bucket, three value lines, the first, middle and last bucket named below. */
function Columns({ bars, width, height }: { bars: readonly TrendBar[]; width: number; height: number }) {
  const max = Math.max(0, ...bars.map((b) => b.value))
  const x = scaleBand({
    domain: bars.map((b) => b.key),
    range: [AXIS_WIDTH, width],
    padding: bars.length > 60 ? 0.1 : 0.25,
  })
  const y = scaleLinear({ domain: [0, max || 1], range: [height - X_LABELS_HEIGHT, 6], nice: true })
  const ticks = y.ticks(3)
  const named = [...new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])]
  return (
    <>
      {ticks.map((v) => (
        <g key={v} className="trend-grid">
          <line x1={AXIS_WIDTH} x2={width} y1={y(v)} y2={y(v)} />
          <text x={AXIS_WIDTH - 6} y={y(v)} dy="0.32em" textAnchor="end">
            {abbreviate(v)}
          </text>
        </g>
      ))}
      {bars.map((b) => {
        const top = y(b.value)
        return (
          <g key={b.key} className="trend-bar" data-value={b.value}>
            <title>{`${b.label}: ${b.text}`}</title>
            <Bar
              x={x(b.key) ?? 0}
              y={top}
              width={Math.max(1, x.bandwidth())}
              height={Math.max(0, height - X_LABELS_HEIGHT - top)}
            />
          </g>
        )
      })}
      {named.map((i, n) => {
        const b = bars[i]
        if (!b) return null
        const center = (x(b.key) ?? 0) + x.bandwidth() / 2
        const anchor = n === 0 && named.length > 1 ? 'start' : i === bars.length - 1 ? 'end' : 'middle'
        const at = anchor === 'start' ? (x(b.key) ?? 0) : anchor === 'end' ? width : center
        return (
          <text key={b.key} className="trend-axis" x={at} y={height - 4} textAnchor={anchor}>
            {b.tick}
          </text>
        )
      })}
    </>
  )
}

/** Bars by category (refund reasons): a row per category, its name on the left and its figure at the end. */
function Rows({ bars, width, height }: { bars: readonly TrendBar[]; width: number; height: number }) {
  const labelWidth = Math.min(150, Math.round(width * 0.38))
  const valueWidth = 44
  const max = Math.max(0, ...bars.map((b) => b.value))
  const y = scaleBand({ domain: bars.map((b) => b.key), range: [0, height], padding: 0.25 })
  const x = scaleLinear({ domain: [0, max || 1], range: [labelWidth, width - valueWidth] })
  return (
    <>
      {bars.map((b) => {
        const top = y(b.key) ?? 0
        const middle = top + y.bandwidth() / 2
        return (
          <g key={b.key} className="trend-bar" data-value={b.value}>
            <title>{`${b.label}: ${b.text}`}</title>
            <text className="trend-axis" x={labelWidth - 8} y={middle} dy="0.32em" textAnchor="end">
              {b.label}
            </text>
            <Bar x={labelWidth} y={top} width={Math.max(0, x(b.value) - labelWidth)} height={y.bandwidth()} />
            <text className="trend-axis" x={x(b.value) + 6} y={middle} dy="0.32em">
              {b.text}
            </text>
          </g>
        )
      })}
    </>
  )
}
