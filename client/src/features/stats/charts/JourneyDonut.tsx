// Drawn with recharts, loaded lazily (its own chunk) by LearningJourneyChart.
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import type { JourneySlice } from '../journeySeries';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { namespace as statsNs } from '../../../locales/stats';
import { cssColor } from './cssColor';
import styles from './Charts.module.css';

const FALLBACK: Record<string, string> = {
  '--level-new': '#9ca3af',
  '--level-learning': '#ef4444',
  '--level-improving': '#f97316',
  '--level-almost': '#eab308',
  '--level-confident': '#22c55e',
  '--level-mastered': '#3b82f6',
};

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const t = useT(statsNs);
  const format = useFormat();
  const slice = payload?.[0]?.payload as JourneySlice | undefined;
  if (!active || !slice) return null;
  // '<LEVEL>: N cards (P%)' (journeySeries.ts), the level's name in the reader's language.
  const level = slice.name.toLocaleUpperCase();
  const percent = format.number(slice.percent / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={styles.tooltip}>
      <span className={styles.tooltipValue}>{t('stats.journey.tooltip', { level, n: slice.count, percent })}</span>
    </div>
  );
}

export default function JourneyDonut({ slices, total }: { slices: JourneySlice[]; total: number }) {
  const t = useT(statsNs);
  const format = useFormat();
  const drawn = slices.filter((s) => s.count > 0);
  return (
    <div className={styles.donutWrap}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={drawn} dataKey="count" nameKey="level" innerRadius="62%" outerRadius="92%" paddingAngle={drawn.length > 1 ? 2 : 0} stroke="none" isAnimationActive={false}>
            {drawn.map((s) => (
              <Cell key={s.key} fill={cssColor(s.colorVar, FALLBACK[s.colorVar])} />
            ))}
          </Pie>
          <Tooltip content={SliceTooltip} />
        </PieChart>
      </ResponsiveContainer>
      <div className={styles.donutCenter} aria-hidden="true">
        <span className={styles.donutTotal}>{format.number(total)}</span>
        <span className={styles.donutCaption}>{t('stats.journey.cardsUnit', { n: total })}</span>
      </div>
    </div>
  );
}
