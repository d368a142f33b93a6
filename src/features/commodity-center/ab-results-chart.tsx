import { useLingui } from '@lingui/react/macro'
import type { VariantResult } from '@/domain/ab-tests'

const BAR_H = 14
const GAP = 4
const GROUP_H = 2 * BAR_H + GAP + 16
const LABEL_W = 28
const WIDTH = 320

/**
 * Each variant's share of the traffic beside its share of the orders, as two bars on a 0–100 % scale (plain
 * SVG). The table above has the same figures as text; the chart's accessible name says them too.
 */
export function AbResultsChart({ variants }: { variants: readonly VariantResult[] }) {
  const { t } = useLingui()
  const span = WIDTH - LABEL_W - 48
  const x = (pct: number) => (span * Math.max(0, Math.min(100, pct))) / 100
  const summary = variants
    .map((v) => t`Variant ${v.variant}: ${v.trafficShare} % of the traffic, ${v.orderShare} % of the orders`)
    .join('; ')
  return (
    <figure className="ab-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${variants.length * GROUP_H}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMinYMin meet"
      >
        {variants.map((v, i) => {
          const top = i * GROUP_H
          return (
            <g key={v.variant} transform={`translate(0 ${top})`}>
              <text x={0} y={BAR_H + 4} className="ab-chart-variant">
                {v.variant}
              </text>
              <rect x={LABEL_W} y={0} width={x(v.trafficShare)} height={BAR_H} className="ab-bar-traffic" />
              <text x={LABEL_W + x(v.trafficShare) + 4} y={BAR_H - 3} className="ab-chart-value">
                {v.trafficShare} %
              </text>
              <rect
                x={LABEL_W}
                y={BAR_H + GAP}
                width={x(v.orderShare)}
                height={BAR_H}
                className="ab-bar-orders"
              />
              <text x={LABEL_W + x(v.orderShare) + 4} y={2 * BAR_H + GAP - 3} className="ab-chart-value">
                {v.orderShare} %
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="ab-chart-legend">
        <span className="ab-key ab-key-traffic" aria-hidden="true" />
        {t`Share of traffic`}
        <span className="ab-key ab-key-orders" aria-hidden="true" />
        {t`Share of orders`}
      </figcaption>
    </figure>
  )
}
