#!/usr/bin/env node
import { runCli } from './cli/commands.js';

// `cardcade <command>`: the administrator's tool (docs/administration.md), run in the checkout with the
// server's own environment. The commands live in server/cli/commands.ts.
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
