// Practice fill (docs/study-sessions.md): the rule is shared with offline sessions, so it lives in
// shared/practiceFill.ts; the server's modules keep importing it from here.
export { FILLED_GAMES, OPTIONS_ONLY, pickPractice, practiceCount } from '../../shared/practiceFill.js';
