import { useEffect, useRef } from 'react';
import { MSG } from '../../../../shared/messages';
import type { PacingResult } from '../../../../shared/schemas/sessions';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { trpc } from '../../lib/trpc';
import { TargetIcon } from './icons';
import { isPacingStatus, pacingTone, wholePercent } from './pacingView';
import type { PacingStatus } from '../../../../shared/constants';
import { isNotFound, usePacing } from './queries';
import { StatCard } from './StatCard';
import styles from './PacingMeter.module.css';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as statsNs, type MessageId } from '../../locales/stats';

const STATUS_KEYS: Record<PacingStatus, string> = {
  'Ahead of Schedule': 'ahead',
  'On Track': 'onTrack',
  'Behind Schedule': 'behind',
  'Cramming!': 'cramming',
  'Final Stretch': 'finalStretch',
  'Exam Today!': 'examToday',
};

/** The exam's pace in plain words (as workload/paceText.ts), in the reader's language. */
function paceNeed(t: Translate<MessageId>, pacing: PacingResult): string | null {
  const { newCardsNeededPerDay: needed, reviewsPerDayNeeded: reviews, minutesPerDayNeeded: minutes } = pacing;
  if (needed === undefined) return null;
  const cost = reviews === null || reviews === undefined ? '' : ` ${minutes ? t('stats.pacing.costMinutes', { n: reviews, minutes }) : t('stats.pacing.cost', { n: reviews })}`;
  if (needed === 0) return reviews === null || reviews === undefined ? null : `${t('stats.pacing.seenAll')}${cost}`;
  return `${t('stats.pacing.needAll', { n: needed })}${cost}`;
}

function usePacingTitle() {
  return useT(statsNs)('stats.pacing.title');
}

function Bar({ label, share, tone }: { label: string; share: number; tone: 'time' | 'learned' }) {
  const percent = wholePercent(share);
  const format = useFormat();
  return (
    <div className={styles.barRow}>
      <div className={styles.barLabel}>
        <span>{label}</span>
        <span className={styles.barValue}>{format.number(percent / 100, { style: 'percent' })}</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={`${styles.fill} ${styles[tone]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PacingMeterView({ pacing }: { pacing: PacingResult }) {
  const t = useT(statsNs);
  const tm = useMsg();
  const format = useFormat();
  const TITLE = t('stats.pacing.title');
  // A calendar day: read in UTC so no time zone shifts it.
  const longDay = (day: string) => {
    const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.date(date, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  };
  if (!isPacingStatus(pacing.status)) {
    return (
      <StatCard title={TITLE} icon={<TargetIcon />}>
        <div className={styles.errorBox} role="alert">
          <strong>{tm(MSG.pacingErrorTitle)}</strong>
          <p>{tm(MSG.pacingErrorText)}</p>
        </div>
      </StatCard>
    );
  }
  const tone = pacingTone(pacing.status);
  const key = STATUS_KEYS[pacing.status];
  const need = paceNeed(t, pacing);
  return (
    <StatCard title={TITLE} icon={<TargetIcon />} aside={<span className={`${styles.status} ${styles[tone]}`} data-testid="pacing-status">{t(`stats.pacing.status.${key}` as MessageId)}</span>}>
      <p className={styles.hint}>{t(`stats.pacing.hint.${key}` as MessageId)}</p>
      {need && (
        <p className={styles.hint} data-testid="pacing-need">
          {need}
        </p>
      )}
      <div className={styles.bars}>
        <Bar label={t('stats.pacing.timeElapsed')} share={pacing.timeElapsedPercent} tone="time" />
        <Bar label={t('stats.pacing.deckLearned')} share={pacing.deckLearnedPercent} tone="learned" />
      </div>
      <dl className={styles.dates}>
        <div>
          <dt>{t('stats.pacing.started')}</dt>
          <dd data-intl>{longDay(pacing.pacingStartDate)}</dd>
        </div>
        <div>
          <dt>{t('stats.pacing.exam')}</dt>
          <dd data-intl>{longDay(pacing.examDate)}</dd>
        </div>
      </dl>
    </StatCard>
  );
}

/**
 * Pacing meter (docs/product.md: screens, states): only with an exam date. A 404 (no date, or the exam is past)
 * shows nothing; other failures show docs/product.md: errors's text with a retry.
 */
export function PacingMeter({ deckId, examDate }: { deckId: number; examDate: string | null | undefined }) {
  const query = usePacing(deckId, Boolean(examDate));
  const utils = trpc.useUtils();
  const TITLE = usePacingTitle();
  const tm = useMsg();
  // A new or changed exam date changes the pacing answer: refetch rather than show the old one.
  const lastExamDate = useRef(examDate);
  useEffect(() => {
    if (lastExamDate.current !== examDate) {
      lastExamDate.current = examDate;
      if (examDate) void utils.stats.pacing.invalidate({ deckId });
    }
  }, [examDate, deckId, utils]);

  if (!examDate) return null;
  if (query.isPending) {
    return (
      <StatCard title={TITLE} icon={<TargetIcon />}>
        <Loading text={tm(MSG.loadingPacing)} />
      </StatCard>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return null;
    return (
      <StatCard title={TITLE} icon={<TargetIcon />}>
        <ErrorWithRetry message={tm(MSG.pacingFailed)} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <PacingMeterView pacing={query.data} />;
}
