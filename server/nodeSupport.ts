// Which Node versions Cardcade runs on, and until when each line gets security fixes
// (https://nodejs.org/en/about/previous-releases). `npx cardcade doctor` reports it; package.json's
// `engines` says the same (server/nodeSupport.test.ts checks both agree).

export interface NodeLine {
  major: number;
  /** The oldest release of the line the app supports. */
  minimum: string;
  /** Its end-of-life day (UTC): no security fixes after it. */
  endOfLife: string;
}

export const NODE_LINES: readonly NodeLine[] = [
  { major: 20, minimum: '20.19.0', endOfLife: '2026-04-30' },
  { major: 22, minimum: '22.12.0', endOfLife: '2027-04-30' },
  { major: 24, minimum: '24.0.0', endOfLife: '2028-04-30' },
];

/** What to install instead of an unsupported or end-of-life version. */
const ADVICE = 'install Node 24 LTS (or 22)';

export interface NodeSupport {
  /** ok: supported; warn: runs, but end-of-life or newer than tested; fail: not supported. */
  level: 'ok' | 'warn' | 'fail';
  text: string;
}

function parse(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const atLeast = (a: [number, number, number], b: [number, number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];

/** Whether `version` (as `process.version`) is supported on `now`, in one line for the doctor. */
export function nodeSupport(version: string, now: Date): NodeSupport {
  const parts = parse(version);
  if (!parts) return { level: 'warn', text: `Node ${version}: not a version this check knows` };
  const shown = parts.join('.');
  const newest = NODE_LINES[NODE_LINES.length - 1];
  const line = NODE_LINES.find((candidate) => candidate.major === parts[0]);
  if (!line) {
    if (parts[0] > newest.major) {
      return { level: 'warn', text: `Node ${shown}: newer than the versions this release is tested on (${NODE_LINES.map((l) => l.major).join(', ')})` };
    }
    return { level: 'fail', text: `Node ${shown} is not supported: ${ADVICE}` };
  }
  if (!atLeast(parts, parse(line.minimum)!)) {
    return { level: 'fail', text: `Node ${shown} is too old: Node ${line.major} needs ${line.minimum} or later; ${ADVICE}` };
  }
  if (now.toISOString().slice(0, 10) > line.endOfLife) {
    return { level: 'warn', text: `Node ${shown} reached end-of-life on ${line.endOfLife} (no more security fixes): ${ADVICE}` };
  }
  return { level: 'ok', text: `Node ${shown} (security fixes until ${line.endOfLife})` };
}
