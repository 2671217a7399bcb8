// Bury siblings (docs/study-sessions.md): the rule is shared with offline sessions, so it lives in
// shared/siblings.ts; the server's modules keep importing it from here.
export { burySiblings, siblingKey } from '../../shared/siblings.js';
