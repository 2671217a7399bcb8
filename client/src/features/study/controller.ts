import { ANSWERS_PER_CHUNK, type GameType } from '../../../../shared/constants';
import type { FlashcardsData, GameData, TypingData } from '../../../../shared/games';
import type { StudyDirection } from '../../../../shared/generators/direction';
import { MSG } from '../../../../shared/messages';
import { accuracyPercent } from '../../../../shared/accuracy';
import type { SessionGoal } from '../../../../shared/schemas/sessions';
import { buildRound, masterCardIds, remainingCards, requeuedCards, subsetRound } from './rounds';
import type { StudyStorage } from './storage';
import { drainOnce, enqueue } from './syncQueue';
import type { ActiveSession, MetaSession, QueuedSession, SessionResult } from './types';

// The study page as an explicit state machine (docs/product.md: states Study page). The controller owns the
// transitions and local storage; the page only renders the state it returns.

export type StudyState =
  | { name: 'INIT' }
  | { name: 'RESUME_PROMPT' }
  | { name: 'LOADING'; text: string }
  | { name: 'PLAYING'; round: GameData; roundKey: number }
  | { name: 'SYNCING' }
  | { name: 'POST_CHUNK_SUMMARY'; summary: SessionSummary }
  | { name: 'FINAL_SUMMARY'; summary: SessionSummary }
  | { name: 'ERROR'; message: string; canContinue: boolean };

export interface SessionSummary {
  cardsStudied: number;
  /** Counted answers that were right (the score is correct / cardsStudied). */
  correct: number;
  /** Percent of the cards right on their first answer, to one decimal (shared/accuracy.ts), as the deck's chart counts a day. */
  accuracy: number;
  incorrectCardIds: number[];
}

export interface StudyParams {
  gameType: GameType;
  goal: SessionGoal;
  /** Chosen in the modal; absent → the server uses the deck's remembered direction. */
  direction?: StudyDirection;
}

export interface StudyDeps {
  storage: StudyStorage;
  userId: number;
  deckId: number;
  isMobile: boolean;
  start: (input: { deckId: number; gameType: GameType; goal: SessionGoal; direction?: StudyDirection; constraintProfile: { isMobile: boolean } }) => Promise<{ gameData: GameData; practiceCardIds?: number[] }>;
  submit: (entry: QueuedSession) => Promise<unknown>;
  uuid: () => string;
  now: () => number;
  /** The text of a failed call: the server's message, else the fallback. */
  messageOf: (error: unknown, fallback: string) => string;
  /** False while the browser has no network: a chunk then waits in the queue without an error. */
  isOnline?: () => boolean;
  log?: (message: string, error: unknown) => void;
}

export function summarize(results: SessionResult[]): SessionSummary {
  const firstByCard = new Map<number, SessionResult>();
  for (const r of results) if (!firstByCard.has(r.cardId)) firstByCard.set(r.cardId, r);
  const counted = [...firstByCard.values()];
  const correct = counted.filter((r) => r.isCorrect).length;
  return {
    cardsStudied: counted.length,
    correct,
    accuracy: accuracyPercent(correct, counted.length),
    incorrectCardIds: counted.filter((r) => !r.isCorrect).map((r) => r.cardId),
  };
}

/** One answer of the round being played, newest last, for undo (docs/study-options.md). */
interface RoundAnswer {
  cardId: number;
  /** False when the controller ignored it (the card was already answered): undo then only pops it. */
  counted: boolean;
  streakBefore: number;
}

export class StudyController {
  private roundKey = 0;
  streak = 0;
  /** This round's answers. Only these can be taken back: they sit in the active chunk, never in the queue. */
  private roundAnswers: RoundAnswer[] = [];
  /** Cards of the round being played that came back after a wrong answer: their next answer counts again. */
  private roundRequeued = new Set<number>();
  /** The session's game and master list, kept after the session ends for a practice round. */
  private lastMaster: { gameType: GameType; data: GameData } | null = null;

  constructor(private readonly deps: StudyDeps) {}

  get meta(): MetaSession | null {
    const meta = this.deps.storage.getMeta();
    return meta && meta.deckId === this.deps.deckId && meta.userId === this.deps.userId ? meta : null;
  }

  get active(): ActiveSession | null {
    const active = this.deps.storage.getActive();
    return active && active.deckId === this.deps.deckId && active.userId === this.deps.userId ? active : null;
  }

  /** Cards answered in the whole session, including this chunk's answers not yet saved to meta. */
  answeredIds(): Set<number> {
    const ids = new Set(this.meta?.answeredCardIds ?? []);
    for (const r of this.active?.results ?? []) ids.add(r.cardId);
    return ids;
  }

  /** Every answer of the session so far, in order: earlier chunks, then this one. */
  private allResults(): SessionResult[] {
    return [...(this.meta?.summaryResults ?? []), ...(this.active?.results ?? [])];
  }

  /** Cards answered wrong that come back in this session (rounds.ts requeuedCards). */
  requeued(): number[] {
    const meta = this.meta;
    return meta ? requeuedCards(meta.gameType, meta.masterCardList, this.allResults()) : [];
  }

  /**
   * The header's 'Cards n / total' (issue 48): answers given so far (a card that came back counts
   * again) of the answers the session will ask, i.e. those plus what is left, the cards that came
   * back included. So in a round of 4 cards that came back after 14 answers it reads 14 / 18 while
   * the round's own line reads 1 / 4, and both move together.
   */
  progress(): { answered: number; total: number } {
    const meta = this.meta;
    if (!meta) return { answered: 0, total: 0 };
    const answered = this.allResults().length;
    return { answered, total: answered + remainingCards(meta.gameType, meta.masterCardList, this.answeredIds(), this.requeued(), this.practice()) };
  }

  /** The board's practice cards (docs/study-sessions.md): never recorded nor counted. */
  private practice(): number[] {
    return this.meta?.practiceCardIds ?? [];
  }

  /** The cards the session schedules (its practice cards left out). */
  totalCards(): number {
    const meta = this.meta;
    if (!meta) return 0;
    const practice = new Set(this.practice());
    return masterCardIds(meta.gameType, meta.masterCardList).filter((id) => !practice.has(id)).length;
  }

  /** INIT: offer to resume this deck's unfinished session, else start the one asked for. */
  async init(params: StudyParams | null): Promise<StudyState> {
    if (this.meta) return { name: 'RESUME_PROMPT' };
    if (!params) return { name: 'ERROR', message: MSG.sessionParamsMissing, canContinue: false };
    return this.startNew(params);
  }

  /** Start New: a prior session's unsent answers are queued first (answers are never lost). */
  async startNew(params: StudyParams | null): Promise<StudyState> {
    const previous = this.meta ?? this.deps.storage.getMeta();
    const chosen = params ?? (previous ? { gameType: previous.gameType, goal: previous.goal } : null);
    if (!chosen) return { name: 'ERROR', message: MSG.sessionParamsMissing, canContinue: false };
    this.queueActiveChunk();
    this.deps.storage.setMeta(null);
    this.deps.storage.setActive(null);
    this.streak = 0;
    let gameData: GameData;
    let practiceCardIds: number[] | undefined;
    try {
      ({ gameData, practiceCardIds } = await this.deps.start({
        deckId: this.deps.deckId,
        gameType: chosen.gameType,
        goal: chosen.goal,
        ...('direction' in chosen && chosen.direction ? { direction: chosen.direction } : {}),
        constraintProfile: { isMobile: this.deps.isMobile },
      }));
    } catch (error) {
      return { name: 'ERROR', message: this.deps.messageOf(error, MSG.startSessionFailed), canContinue: false };
    }
    this.deps.storage.setMeta({
      userId: this.deps.userId,
      deckId: this.deps.deckId,
      gameType: chosen.gameType,
      goal: chosen.goal,
      masterCardList: gameData,
      answeredCardIds: [],
      summaryResults: [],
      ...(practiceCardIds?.length ? { practiceCardIds } : {}),
    });
    this.newChunk();
    return this.nextRound();
  }

  /** Resume: answers already given in the interrupted chunk count as answered. */
  resume(): StudyState {
    const meta = this.meta;
    if (!meta) return { name: 'ERROR', message: MSG.sessionParamsMissing, canContinue: false };
    if (!this.active) this.newChunk();
    return this.nextRound();
  }

  /**
   * A game reported an answer: kept at once in local storage. A card's first answer counts, and
   * so does one answer per round to a card that came back after a wrong answer (issue 29).
   */
  answer(result: Omit<SessionResult, 'gameType'>) {
    const active = this.active;
    const meta = this.meta;
    if (!active || !meta) return;
    const streakBefore = this.streak;
    // A practice card's answer schedules nothing: kept out of the chunk, so it is never sent.
    if (meta.practiceCardIds?.includes(result.cardId)) {
      this.roundAnswers.push({ cardId: result.cardId, counted: false, streakBefore });
      return;
    }
    const seen = active.results.some((r) => r.cardId === result.cardId) || meta.answeredCardIds.includes(result.cardId);
    const againThisRound = this.roundRequeued.has(result.cardId) && !this.roundAnswers.some((a) => a.counted && a.cardId === result.cardId);
    if (seen && !againThisRound) {
      this.roundAnswers.push({ cardId: result.cardId, counted: false, streakBefore });
      return;
    }
    active.results.push({ ...result, gameType: active.gameType });
    this.deps.storage.setActive(active);
    this.streak = result.isCorrect ? this.streak + 1 : 0;
    this.roundAnswers.push({ cardId: result.cardId, counted: true, streakBefore });
  }

  /**
   * Undo (docs/study-options.md): takes back this round's last answer, which must be to `cardId`. It is
   * removed from the active chunk in local storage, so no upload can ever carry it. False when
   * there is nothing to take back: no answer this round, another card, or the round has ended
   * (its answers may be on their way to the server).
   */
  undo(cardId: number): boolean {
    const last = this.roundAnswers.at(-1);
    const active = this.active;
    if (!last || last.cardId !== cardId || !active) return false;
    if (last.counted) {
      const index = active.results.findLastIndex((r) => r.cardId === cardId);
      if (index === -1) return false;
      active.results.splice(index, 1);
      this.deps.storage.setActive(active);
    }
    this.roundAnswers.pop();
    this.streak = last.streakBefore;
    return true;
  }

  /** A round ended: save progress, then the next round, a chunk upload, or the final summary. */
  async finishRound(): Promise<StudyState> {
    const meta = this.meta;
    const active = this.active;
    if (!meta || !active) return { name: 'ERROR', message: MSG.summaryFailed, canContinue: false };
    this.roundAnswers = [];
    meta.answeredCardIds = [...this.answeredIds()];
    this.deps.storage.setMeta(meta);

    if (remainingCards(meta.gameType, meta.masterCardList, new Set(meta.answeredCardIds), this.requeued(), this.practice()) === 0) {
      const summary = summarize([...meta.summaryResults, ...active.results]);
      this.queueActiveChunk();
      this.deps.storage.setMeta(null);
      // Final upload is best effort: a failure stays queued and is retried later.
      void drainOnce(this.deps.storage, this.deps.userId, this.deps.submit).then((r) => r.error && this.deps.log?.('Session upload failed', r.error));
      return { name: 'FINAL_SUMMARY', summary };
    }
    if (active.results.length >= ANSWERS_PER_CHUNK) return { name: 'SYNCING' };
    return { name: 'LOADING', text: MSG.loadingNextRound };
  }

  /** SYNCING: the chunk goes to the queue and the queue is sent now. */
  async syncChunk(): Promise<StudyState> {
    if (!this.meta) return { name: 'ERROR', message: MSG.summaryFailed, canContinue: false };
    this.queueActiveChunk();
    const summary = summarize(this.meta?.summaryResults ?? []);
    const result = await drainOnce(this.deps.storage, this.deps.userId, this.deps.submit);
    if (result.error && this.deps.isOnline?.() === false) return { name: 'POST_CHUNK_SUMMARY', summary };
    if (result.error) {
      this.deps.log?.('Chunk upload failed', result.error);
      return { name: 'ERROR', message: this.deps.messageOf(result.error, MSG.saveProgressFailed), canContinue: true };
    }
    return { name: 'POST_CHUNK_SUMMARY', summary };
  }

  /** Keep Studying after a chunk (or after a failed upload, whose answers wait in the queue). */
  keepStudying(): StudyState {
    if (!this.meta) return { name: 'ERROR', message: MSG.sessionParamsMissing, canContinue: false };
    if (!this.active) this.newChunk();
    return this.nextRound();
  }

  nextRound(): StudyState {
    const meta = this.meta;
    if (!meta) return { name: 'ERROR', message: MSG.sessionParamsMissing, canContinue: false };
    this.lastMaster = { gameType: meta.gameType, data: meta.masterCardList };
    const requeued = this.requeued();
    const round = buildRound(meta.gameType, meta.masterCardList, this.answeredIds(), requeued, this.practice());
    if (!round) {
      // Nothing left (e.g. a crossword already played): the session is over.
      const summary = summarize([...meta.summaryResults, ...(this.active?.results ?? [])]);
      this.queueActiveChunk();
      this.deps.storage.setMeta(null);
      void drainOnce(this.deps.storage, this.deps.userId, this.deps.submit);
      return { name: 'FINAL_SUMMARY', summary };
    }
    this.roundKey += 1;
    this.roundAnswers = [];
    const inRound = new Set(masterCardIds(meta.gameType, round));
    this.roundRequeued = new Set(requeued.filter((id) => inRound.has(id)));
    return { name: 'PLAYING', round, roundKey: this.roundKey };
  }

  /**
   * 'Practise the missed cards' on a summary (issue 29.4): a round of just these cards from the
   * session's master list. The page plays it without the controller: nothing is recorded (FSRS
   * already has those answers, and the cards come back when due). Null for a crossword (one
   * puzzle cannot be cut to some words) or when no card is left to practise.
   */
  practiceRound(cardIds: readonly number[]): { gameType: GameType; round: GameData } | null {
    const master = this.lastMaster;
    if (!master || master.gameType === 'crossword' || cardIds.length === 0) return null;
    let round = subsetRound(master.gameType, master.data, cardIds);
    // A practice answer schedules nothing: the grade buttons show no intervals.
    if (round && master.gameType === 'flashcards') round = { ...(round as FlashcardsData), cards: (round as FlashcardsData).cards.map((c) => ({ ...c, nextIntervalsMs: null })) };
    if (round && master.gameType === 'typing') round = { ...(round as TypingData), items: (round as TypingData).items.map((item) => ({ ...item, nextIntervalsMs: null })) };
    return round && { gameType: master.gameType, round };
  }

  /** End Session: what was answered is queued and sent (failure only logged); local data cleared. */
  async endSession(): Promise<void> {
    this.queueActiveChunk();
    this.deps.storage.setMeta(null);
    this.deps.storage.setActive(null);
    const result = await drainOnce(this.deps.storage, this.deps.userId, this.deps.submit);
    if (result.error) this.deps.log?.('Session upload failed', result.error);
  }

  private newChunk() {
    const meta = this.meta!;
    this.deps.storage.setActive({
      sessionId: this.deps.uuid(),
      userId: this.deps.userId,
      deckId: this.deps.deckId,
      gameType: meta.gameType,
      goal: meta.goal,
      startTime: this.deps.now(),
      allCards: meta.masterCardList,
      results: [],
    });
  }

  /** Moves the active chunk's answers into the sync queue (and the summary), then clears it. */
  private queueActiveChunk() {
    this.roundAnswers = [];
    const active = this.deps.storage.getActive();
    if (!active) return;
    if (active.results.length > 0) {
      active.endTime = this.deps.now();
      enqueue(this.deps.storage, { sessionId: active.sessionId, userId: active.userId, deckId: active.deckId, results: active.results });
      const meta = this.deps.storage.getMeta();
      if (meta && meta.deckId === active.deckId) {
        meta.summaryResults = [...meta.summaryResults, ...active.results];
        meta.answeredCardIds = [...new Set([...meta.answeredCardIds, ...active.results.map((r) => r.cardId)])];
        this.deps.storage.setMeta(meta);
      }
    }
    this.deps.storage.setActive(null);
  }
}
