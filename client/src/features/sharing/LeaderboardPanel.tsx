import { trpc } from '../../lib/trpc';
import { useLeaderboard } from './queries';
import { useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';

// The weekly leaderboard on My Decks (docs/shared-decks.md): opt-in, display names only, a fresh season
// every Monday (UTC). It counts answers this week and nothing else: no streaks, no losses.

export function LeaderboardPanel() {
  const utils = trpc.useUtils();
  const board = useLeaderboard();
  const t = useT(sharingNs);
  const setPreferences = trpc.sharedDecks.setPreferences.useMutation({ onSuccess: (data) => utils.sharedDecks.leaderboard.setData(undefined, data) });
  if (!board.data) return null;
  const { entries, showOnLeaderboard, displayName } = board.data;
  return (
    <section className="card" style={{ marginTop: 16 }} aria-labelledby="leaderboard-heading" data-testid="leaderboard">
      <h2 id="leaderboard-heading">{t('sharing.board.title')}</h2>
      <p className="muted">{t('sharing.board.intro')}</p>
      {entries.length === 0 ? (
        <p>{t('sharing.board.empty')}</p>
      ) : (
        <ol style={{ paddingInlineStart: 24 }}>
          {entries.map((entry) => (
            <li key={`${entry.rank}-${entry.displayName}`} value={entry.rank} style={{ fontWeight: entry.you ? 700 : 400 }}>
              {t('sharing.board.entry', { name: entry.displayName, n: entry.answers })}
              {entry.you ? ` ${t('sharing.board.you')}` : ''}
            </li>
          ))}
        </ol>
      )}
      <label>
        <input type="checkbox" checked={showOnLeaderboard} disabled={setPreferences.isPending} onChange={(event) => setPreferences.mutate({ showOnLeaderboard: event.target.checked })} />{' '}
        {t('sharing.board.show', { name: displayName })}
      </label>
      {setPreferences.error && <p role="alert">{setPreferences.error.message}</p>}
    </section>
  );
}
