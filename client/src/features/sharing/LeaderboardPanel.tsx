import { trpc } from '../../lib/trpc';
import { useLeaderboard } from './queries';

// The weekly leaderboard on My Decks (docs/shared-decks.md): opt-in, display names only, a fresh season
// every Monday (UTC). It counts answers this week and nothing else: no streaks, no losses.

export function LeaderboardPanel() {
  const utils = trpc.useUtils();
  const board = useLeaderboard();
  const setPreferences = trpc.sharedDecks.setPreferences.useMutation({ onSuccess: (data) => utils.sharedDecks.leaderboard.setData(undefined, data) });
  if (!board.data) return null;
  const { entries, showOnLeaderboard, displayName } = board.data;
  return (
    <section className="card" style={{ marginTop: 16 }} aria-labelledby="leaderboard-heading" data-testid="leaderboard">
      <h2 id="leaderboard-heading">This week on this server</h2>
      <p className="muted">Answers since Monday. Every week starts fresh.</p>
      {entries.length === 0 ? (
        <p>No one is on this week's board yet.</p>
      ) : (
        <ol style={{ paddingLeft: 24 }}>
          {entries.map((entry) => (
            <li key={`${entry.rank}-${entry.displayName}`} value={entry.rank} style={{ fontWeight: entry.you ? 700 : 400 }}>
              {entry.displayName}: {entry.answers} {entry.answers === 1 ? 'answer' : 'answers'}
              {entry.you ? ' (you)' : ''}
            </li>
          ))}
        </ol>
      )}
      <label>
        <input type="checkbox" checked={showOnLeaderboard} disabled={setPreferences.isPending} onChange={(event) => setPreferences.mutate({ showOnLeaderboard: event.target.checked })} /> Show me on
        the board as {displayName}
      </label>
      {setPreferences.error && <p role="alert">{setPreferences.error.message}</p>}
    </section>
  );
}
