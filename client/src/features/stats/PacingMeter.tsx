import { useEffect, useRef } from 'react';
import { MSG } from '../../../../shared/messages';
import type { PacingResult } from '../../../../shared/schemas/sessions';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { trpc } from '../../lib/trpc';
import { TargetIcon } from './icons';
import { formatLongDay, isPacingStatus, pacingHint, pacingTone, wholePercent } from './pacingView';
import { isNotFound, usePacing } from './queries';
import { StatCard } from './StatCard';
import { paceNeedText } from '../workload/paceText';
import styles from './PacingMeter.module.css';

const TITLE = 'Exam Pacing';

function Bar({ label, share, tone }: { label: string; share: number; tone: 'time' | 'learned' }) {
  const percent = wholePercent(share);
  return (
    <div className={styles.barRow}>
      <div className={styles.barLabel}>
        <span>{label}</span>
        <span className={styles.barValue}>{percent}%</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={`${styles.fill} ${styles[tone]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PacingMeterView({ pacing }: { pacing: PacingResult }) {
  if (!isPacingStatus(pacing.status)) {
    return (
      <StatCard title={TITLE} icon={<TargetIcon />}>
        <div className={styles.errorBox} role="alert">
          <strong>{MSG.pacingErrorTitle}</strong>
          <p>{MSG.pacingErrorText}</p>
        </div>
      </StatCard>
    );
  }
  const tone = pacingTone(pacing.status);
  return (
    <StatCard title={TITLE} icon={<TargetIcon />} aside={<span className={`${styles.status} ${styles[tone]}`} data-testid="pacing-status">{pacing.status}</span>}>
      <p className={styles.hint}>{pacingHint(pacing.status)}</p>
      {paceNeedText(pacing) && <p className={styles.hint} data-testid="pacing-need">{paceNeedText(pacing)}</p>}
      <div className={styles.bars}>
        <Bar label="Time elapsed" share={pacing.timeElapsedPercent} tone="time" />
        <Bar label="Deck learned" share={pacing.deckLearnedPercent} tone="learned" />
      </div>
      <dl className={styles.dates}>
        <div>
          <dt>Started</dt>
          <dd>{formatLongDay(pacing.pacingStartDate)}</dd>
        </div>
        <div>
          <dt>Exam</dt>
          <dd>{formatLongDay(pacing.examDate)}</dd>
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
        <Loading text={MSG.loadingPacing} />
      </StatCard>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return null;
    return (
      <StatCard title={TITLE} icon={<TargetIcon />}>
        <ErrorWithRetry message={MSG.pacingFailed} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <PacingMeterView pacing={query.data} />;
}
