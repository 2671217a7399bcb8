import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.js';

// A throwaway PostgreSQL cluster for tests and benchmarks (Debian's `postgresql` package):
// initdb into a temp dir, start on a free port on 127.0.0.1, remove everything on stop. initdb
// refuses to run as root, so as root the cluster belongs to the `postgres` user (or `nobody`).

export interface PgCluster {
  /** postgres://cardcade@127.0.0.1:PORT/<database> */
  url(database: string): string;
  /** Pid of the postmaster (every backend is its child), for CPU accounting in benchmarks. */
  postmasterPid(): number;
  stop(): Promise<void>;
}

const ROLE = 'cardcade';

export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).filter((v) => fs.existsSync(path.join(debian, v, 'bin/initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  throw new Error('PostgreSQL server binaries not found: install the `postgresql` package (or set PG_BIN_DIR)');
}

function runAs(user: string | null, command: string, args: string[]) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

function unprivilegedUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', user]).status === 0) return user;
  }
  throw new Error('Running as root and neither a `postgres` nor a `nobody` user exists to own the cluster');
}

/**
 * `durable: false` (tests) turns fsync and synchronous commit off: the data is thrown away anyway.
 * Benchmarks keep PostgreSQL's defaults so their figures mean something for a real server.
 */
export async function startPgCluster(opts: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = postgresBinDir();
  const user = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-pg-'));
  if (user) execFileSync('chown', [user, dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAs(user, path.join(bin, 'initdb'), ['-D', data, '-U', ROLE, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=400',
    // Throwaway data: durability off makes CREATE DATABASE and commits cheap.
    ...(opts.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: (database) => `postgres://${ROLE}@127.0.0.1:${port}/${database}`,
    postmasterPid: () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async stop() {
      try {
        runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
