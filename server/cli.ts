// Placeholder for `npx cardcade` until the command-line tool lands (H10b's server/cli.ts
// replaces this file): it only shows that the launcher reaches the compiled CLI.
const USAGE = 'Usage: cardcade <command> [options]  (the commands arrive with the command-line tool)';

const [command] = process.argv.slice(2);
if (command === undefined || command === 'help' || command === '--help') {
  console.log(USAGE);
} else {
  process.stderr.write(`cardcade: unknown command "${command}"\n`);
  process.exitCode = 1;
}
