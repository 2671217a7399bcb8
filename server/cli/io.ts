import type { Readable, Writable } from 'node:stream';
import { newPassword } from '../../shared/schemas/auth.js';

// What a command may touch of the outside world; the tests drive the real process instead.
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
}

/** A refusal or bad input: printed as one line on stderr, exit code 1. */
export class CliError extends Error {}

export const print = (io: CliIo, line = '') => io.stdout.write(`${line}\n`);
export const note = (io: CliIo, line: string) => io.stderr.write(`${line}\n`);

/**
 * A new password, never from the command line (it would sit in the shell history and in `ps`):
 * the CARDCADE_PASSWORD variable, else a hidden prompt on a terminal (asked twice), else the
 * first line of piped input. Checked with signup's rules.
 */
export async function readNewPassword(io: CliIo): Promise<string> {
  let password: string;
  if (io.env.CARDCADE_PASSWORD !== undefined) {
    password = io.env.CARDCADE_PASSWORD;
  } else if (io.stdin.isTTY && io.stdin.setRawMode) {
    password = await promptHidden(io, 'New password: ');
    if ((await promptHidden(io, 'Repeat it: ')) !== password) throw new CliError("Passwords don't match.");
  } else {
    password = (await readFirstLine(io.stdin)) ?? '';
    if (!password) throw new CliError('No password given: set CARDCADE_PASSWORD, pipe it in, or run this in a terminal to be asked.');
  }
  const checked = newPassword.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0].message);
  return checked.data;
}

async function readFirstLine(stream: Readable): Promise<string | null> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0];
  return line === '' && text === '' ? null : line;
}

/** Reads a line on a terminal without echoing it. Ctrl-C aborts. */
function promptHidden(io: CliIo, prompt: string): Promise<string> {
  const stdin = io.stdin;
  io.stderr.write(prompt);
  stdin.setRawMode!(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode!(false);
      stdin.pause();
      stdin.off('data', onData);
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u0003') return done(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Left-aligned columns for humans; `--json` is there for scripts. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => r[col].length)));
  return rows.map((r) => r.map((cell, col) => cell.padEnd(widths[col])).join('  ').trimEnd()).join('\n');
}
