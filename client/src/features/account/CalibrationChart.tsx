// Predicted vs actual recall on the held-out reviews (recharts, its own lazy chunk). A model
// that predicts well keeps its line on the dashed diagonal.
import { useEffect, useRef, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { cssColor } from '../stats/charts/cssColor';
import type { CalibrationPoint } from './memoryModelView';
import styles from './MemoryModelSection.module.css';

/** The chart's words, translated by the section (docs/translating.md). */
export interface CalibrationTexts {
  axis: string;
  lineDefault: string;
  lineYou: string;
  tooltip(predicted: number, actual: number): string;
  tooltipCount(n: number): string;
}

function PointTooltip({ active, payload, texts }: TooltipContentProps & { texts: CalibrationTexts }) {
  const item = payload?.[0];
  const point = item?.payload as CalibrationPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <strong>{item?.name}</strong>
      <span>{texts.tooltip(point.predicted, point.actual)}</span>
      <span className={styles.tooltipFaint}>{texts.tooltipCount(point.count)}</span>
    </div>
  );
}

export default function CalibrationChart({ personal, defaults, domain, texts }: { personal: CalibrationPoint[]; defaults: CalibrationPoint[]; domain: [number, number]; texts: CalibrationTexts }) {
  const primary = cssColor('--color-primary', '#5b4bdb');
  const faint = cssColor('--color-text-faint', '#8a90a6');
  const grid = cssColor('--color-border', '#e3e6ef');
  const muted = cssColor('--color-text-muted', '#5b6178');
  const ticks = Array.from({ length: Math.floor((domain[1] - domain[0]) / 10) + 1 }, (_, i) => domain[0] + i * 10);
  const tick = { fill: muted, fontSize: 12 };
  // The tooltip shows only while a pointer is over the chart. Left to recharts, a tap on a phone
  // (no pointer leaving afterwards) or a single point under a resting cursor kept it up for good
  // (issue #29); a tap elsewhere, leaving the chart or Escape now puts it away.
  const [pointerInside, setPointerInside] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pointerInside) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setPointerInside(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPointerInside(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [pointerInside]);
  return (
    <div
      ref={box}
      className={styles.chart}
      data-testid="calibration-chart"
      onPointerEnter={() => setPointerInside(true)}
      onPointerMove={() => setPointerInside(true)}
      // A finger 'leaves' right after every tap: on touch the tooltip stays until a tap elsewhere.
      onPointerLeave={(event) => event.pointerType !== 'touch' && setPointerInside(false)}
      onPointerCancel={() => setPointerInside(false)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 8, right: 16, bottom: 20, left: 0 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="predicted"
            domain={domain}
            ticks={ticks}
            tickFormatter={(v: number) => `${v}%`}
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: grid }}
            label={{ value: texts.axis, position: 'insideBottom', offset: -12, fill: muted, fontSize: 12 }}
          />
          <YAxis
            type="number"
            dataKey="actual"
            domain={domain}
            ticks={ticks}
            tickFormatter={(v: number) => `${v}%`}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <ReferenceLine
            segment={[
              { x: domain[0], y: domain[0] },
              { x: 100, y: 100 },
            ]}
            stroke={faint}
            strokeDasharray="4 4"
            ifOverflow="hidden"
          />
          <Tooltip content={(props) => <PointTooltip {...props} texts={texts} />} active={pointerInside ? undefined : false} />
          <Legend verticalAlign="top" height={28} iconType="circle" wrapperStyle={{ fontSize: 13 }} />
          <Line data={defaults} name={texts.lineDefault} dataKey="actual" stroke={faint} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          <Line data={personal} name={texts.lineYou} dataKey="actual" stroke={primary} strokeWidth={2.5} dot={{ r: 3.5 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
