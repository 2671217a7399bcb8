// `npm run bench`: every benchmark in turn, each printing its own figures.
// `npm run bench -- crossword` (or imports, hostile, engine, foundation, start, http, admin, memoryModel, lighthouse, landing, cls, flashcards, typing, postgres, offline, export, newCards, history, media, anki-move, anki-templates, deck-profile, deck-tasks, security, media-serving, long-jobs, node-lts, rich-text, rich-cards, shared-decks, linear-inputs, reminders, ankiconnect, notes, image-occlusion, occlusion-editor, i18n) runs just the ones named; an unknown name lists them and fails.
import { main as admin } from './admin.js';
import { main as ankiMove } from './ankiMove.js';
import { main as ankiTemplates } from './ankiTemplates.js';
import { main as cls } from './cls.js';
import { main as crossword } from './crossword.js';
import { main as deckProfile } from './deckProfile.js';
import { main as deckTasks } from './deckTasks.js';
import { main as engine } from './engine.js';
import { main as flashcards } from './flashcards.js';
import { main as typing } from './typing.js';
import { main as exportBench } from './export.js';
import { main as foundation } from './foundation.js';
import { main as history } from './history.js';
import { main as hostile } from './hostile.js';
import { main as http } from './http.js';
import { main as imports } from './imports.js';
import { main as landing } from './landing.js';
import { main as linearInputs } from './linearInputs.js';
import { main as richCards } from './richCards.js';
import { main as lighthouse } from './lighthouse.js';
import { main as media } from './media.js';
import { main as mediaServing } from './mediaServing.js';
import { main as memoryModel } from './memoryModel.js';
import { main as newCards } from './newCards.js';
import { main as nodeLts } from './nodeLts.js';
import { main as offline } from './offline.js';
import { main as postgres } from './postgres.js';
import { main as security } from './security.js';
import { main as sharedDecks } from './sharedDecks.js';
import { main as start } from './start.js';
import { main as longJobs } from './longJobs.js';
import { main as richText } from './richText.js';
import { main as simulator } from './simulator.js';
import { main as ankiconnect } from './ankiconnect.js';

import { main as reminders } from './reminders.js';
import { main as notes } from './notes.js';
import { main as imageOcclusion } from './imageOcclusion.js';
import { main as occlusionEditor } from './occlusionEditor.js';
import { main as i18n } from './i18n.js';

const all: Record<string, () => Promise<unknown>> = { foundation, start, crossword, imports, hostile, engine, http, admin, memoryModel: () => memoryModel([]), lighthouse, landing, cls, flashcards, typing, postgres, offline, export: exportBench, newCards, history, media, 'anki-move': ankiMove, 'anki-templates': ankiTemplates, 'deck-profile': deckProfile, 'deck-tasks': deckTasks, security, 'media-serving': mediaServing, 'long-jobs': longJobs, 'node-lts': nodeLts, 'rich-text': richText, 'rich-cards': richCards, 'shared-decks': sharedDecks, 'linear-inputs': linearInputs, simulator, reminders, notes, ankiconnect, 'image-occlusion': imageOcclusion, 'occlusion-editor': occlusionEditor, i18n };
const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = named.filter((a) => !(a in all));
if (unknown.length > 0) {
  // A misspelled name must not quietly run every bench (an hour on this machine).
  console.error(`Unknown bench ${unknown.map((a) => `'${a}'`).join(', ')}. The benches are:\n  ${Object.keys(all).join('\n  ')}`);
  process.exit(2);
}
const wanted = named;

for (const name of wanted.length ? wanted : Object.keys(all)) {
  console.log(`\n=== ${name} ===`);
  await all[name]();
}
