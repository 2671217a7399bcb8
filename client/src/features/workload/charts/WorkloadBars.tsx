// Drawn with recharts, loaded lazily (its own chunk) by WorkloadPanel: reviews a day as bars,
// minutes a day as a line on its own axis, the exam day marked.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { cssColor } from '../../stats/charts/cssColor';
import { todayString, type WorkloadPoint } from '../workloadView';
import styles from '../Workload.module.css';
import { localeDir } from '../../../../../shared/i18n/locales';
import { useLocale, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { namespace as workloadNs } from '../../../locales/workload';

function DayTooltip({ active, payload }: TooltipContentProps) {
  const t = useT(workloadNs);
  const format = useFormat();
  const point = payload?.[0]?.payload as WorkloadPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <span className={styles.tooltipDate}>{point.longLabel}</span>
      <span>{t.rich('workload.tooltip', { b: (text) => <strong>{text}</strong> }, { reviews: format.number(point.reviews), newCards: format.number(point.newCards), minutes: format.number(point.minutes) })}</span>
    </div>
  );
}

export default function WorkloadBars({ points: given, examDay, today = todayString() }: { points: WorkloadPoint[]; examDay: number | null; today?: string }) {
  const t = useT(workloadNs);
  const format = useFormat();
  // Right to left, the days run leftwards and the two axes swap sides.
  const rtl = localeDir(useLocale()) === 'rtl';
  // The dates in the reader's language (calendar days, read in UTC as workloadView.ts does).
  const start = Date.parse(`${today}T00:00:00Z`);
  const points = given.map((p) => {
    const date = start + (p.day - 1) * 86_400_000;
    return { ...p, label: format.date(date, { month: 'short', day: 'numeric', timeZone: 'UTC' }), longLabel: format.date(date, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) };
  });
  const primary = cssColor('--color-primary', '#5b4bdb');
  const accent = cssColor('--color-accent', '#f59e0b');
  const exam = cssColor('--color-exam-text', '#9d174d');
  const grid = cssColor('--color-border', '#e3e6ef');
  const muted = cssColor('--color-text-muted', '#5b6178');
  const examLabel = examDay === null ? null : (points[examDay - 1]?.label ?? null);
  return (
    // data-intl: the axis's dates come from Intl in the reader's language.
    <div className={styles.chart} data-intl>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={rtl ? { top: 16, right: -12, bottom: 0, left: 4 } : { top: 16, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={{ stroke: grid }} minTickGap={24} reversed={rtl} />
          <YAxis yAxisId="reviews" orientation={rtl ? 'right' : 'left'} tickFormatter={(v: number) => format.number(v)} allowDecimals={false} tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={false} width={44} />
          <YAxis yAxisId="minutes" orientation={rtl ? 'left' : 'right'} tickFormatter={(v: number) => format.number(v)} allowDecimals={false} tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={false} width={36} />
          <Tooltip content={DayTooltip} cursor={{ fill: primary, fillOpacity: 0.06 }} />
          <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 12, color: muted }} />
          <Bar yAxisId="reviews" dataKey="reviews" name={t('workload.legendReviews')} fill={primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="minutes" dataKey="minutes" name={t('workload.legendMinutes')} type="monotone" stroke={accent} strokeWidth={2} dot={false} isAnimationActive={false} />
          {examLabel && (
            <ReferenceLine
              yAxisId="reviews"
              x={examLabel}
              stroke={exam}
              strokeWidth={2}
              strokeDasharray="4 3"
              label={{ value: t('workload.exam'), position: rtl ? 'insideTopLeft' : 'insideTopRight', fill: exam, fontSize: 12, fontWeight: 700 }}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
