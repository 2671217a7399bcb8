// 'Read aloud' (DESIGN §19) hook point: issue 27's listening work (client/src/lib/speech.ts) speaks
// a side in its deck's language. Type the Answer calls this with the prompt when an item appears
// and with the answer when the result shows; until speech is wired in, it does nothing.
// To wire: import the speech module here and speak `text` when the learner's 'Read aloud' option
// is on and the side has no sound of its own (its own audio plays instead, §12).

export type ReadAloudSide = 'prompt' | 'answer';

export function readAloud(_text: string, _side: ReadAloudSide): void {
  // Intentionally empty until client/src/lib/speech.ts is merged.
}
