// Drawn with recharts, loaded lazily (its own chunk) by AccuracyChart.
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { historyAxis, type HistoryPoint } from '../historyAxis';
import { localeDir } from '../../../../../shared/i18n/locales';
import { useLocale, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { namespace as statsNs } from '../../../locales/stats';
import { cssColor } from './cssColor';
import styles from './Charts.module.css';

function PointTooltip({ active, payload }: TooltipContentProps) {
  const t = useT(statsNs);
  const format = useFormat();
  const point = payload?.[0]?.payload as HistoryPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <span className={styles.tooltipDate}>{point.longLabel}</span>
      <span className={styles.tooltipValue}>{t('stats.accuracy.tooltip', { value: format.number(point.accuracy / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</span>
    </div>
  );
}

export default function AccuracyLine({ points: given }: { points: HistoryPoint[] }) {
  const format = useFormat();
  // Right to left, time runs leftwards and the percent axis stands on the right.
  const rtl = localeDir(useLocale()) === 'rtl';
  // The days in the reader's language ('yyyy-mm-dd' calendar days, read in UTC).
  const points = given.map((p) => {
    const date = new Date(`${p.studiedAt}T00:00:00Z`);
    return { ...p, label: format.date(date, { month: 'short', day: 'numeric', timeZone: 'UTC' }), longLabel: format.date(date, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) };
  });
  const percentTick = (value: number) => format.number(value / 100, { style: 'percent' });
  const axis = historyAxis(points.map((p) => p.accuracy));
  const primary = cssColor('--color-primary', '#5b4bdb');
  const grid = cssColor('--color-border', '#e3e6ef');
  const muted = cssColor('--color-text-muted', '#5b6178');
  return (
    // data-intl: the axis's dates come from Intl in the reader's language.
    <div className={styles.lineWrap} data-intl>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={rtl ? { top: 8, right: -8, bottom: 0, left: 12 } : { top: 8, right: 12, bottom: 0, left: -8 }}>
          <defs>
            <linearGradient id="accuracyFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={primary} stopOpacity={0.28} />
              <stop offset="100%" stopColor={primary} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: muted, fontSize: 12 }} tickLine={false} axisLine={{ stroke: grid }} minTickGap={16} reversed={rtl} />
          <YAxis
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            allowDataOverflow
            tickFormatter={percentTick}
            orientation={rtl ? 'right' : 'left'}
            tick={{ fill: muted, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip content={PointTooltip} cursor={{ stroke: primary, strokeOpacity: 0.3 }} />
          <Area
            type="monotone"
            dataKey="accuracy"
            stroke={primary}
            strokeWidth={2.5}
            fill="url(#accuracyFill)"
            dot={{ r: 3.5, fill: primary, strokeWidth: 0 }}
            activeDot={{ r: 5.5 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
