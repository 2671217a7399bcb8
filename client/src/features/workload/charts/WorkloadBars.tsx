// Drawn with recharts, loaded lazily (its own chunk) by WorkloadPanel: reviews a day as bars,
// minutes a day as a line on its own axis, the exam day marked.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { cssColor } from '../../stats/charts/cssColor';
import type { WorkloadPoint } from '../workloadView';
import styles from '../Workload.module.css';

function DayTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as WorkloadPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <span className={styles.tooltipDate}>{point.longLabel}</span>
      <span>
        <strong>{point.reviews}</strong> reviews · <strong>{point.newCards}</strong> new · <strong>{point.minutes}</strong> min
      </span>
    </div>
  );
}

export default function WorkloadBars({ points, examDay }: { points: WorkloadPoint[]; examDay: number | null }) {
  const primary = cssColor('--color-primary', '#5b4bdb');
  const accent = cssColor('--color-accent', '#f59e0b');
  const exam = cssColor('--color-exam-text', '#9d174d');
  const grid = cssColor('--color-border', '#e3e6ef');
  const muted = cssColor('--color-text-muted', '#5b6178');
  const examLabel = examDay === null ? null : (points[examDay - 1]?.label ?? null);
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 16, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={{ stroke: grid }} minTickGap={24} />
          <YAxis yAxisId="reviews" allowDecimals={false} tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={false} width={44} />
          <YAxis yAxisId="minutes" orientation="right" allowDecimals={false} tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={false} width={36} />
          <Tooltip content={DayTooltip} cursor={{ fill: primary, fillOpacity: 0.06 }} />
          <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 12, color: muted }} />
          <Bar yAxisId="reviews" dataKey="reviews" name="Reviews" fill={primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="minutes" dataKey="minutes" name="Minutes" type="monotone" stroke={accent} strokeWidth={2} dot={false} isAnimationActive={false} />
          {examLabel && (
            <ReferenceLine
              yAxisId="reviews"
              x={examLabel}
              stroke={exam}
              strokeWidth={2}
              strokeDasharray="4 3"
              label={{ value: 'Exam', position: 'insideTopRight', fill: exam, fontSize: 12, fontWeight: 700 }}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
