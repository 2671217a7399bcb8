// The module structure rules of docs/foundation.md (issue 25), checked by server/architecture.test.ts on
// every `npm test`. Run by hand for the full report:
//   npx depcruise server client/src shared migrations --output-type err
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // A circle means two modules each need the other: move what both need into a lower module
      // (a pure helper into server/domain/, a shared query into server/repos/) rather than
      // hiding the circle behind a lazy import.
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // Every game gets its header from the game shell, so the header, progress and quit look and
      // behave the same in all of them (docs/foundation.md): no game renders GameHeader itself.
      name: 'game-header-only-in-game-shell',
      severity: 'error',
      from: { pathNot: '^client/src/games/(GameShell|GameHeader)/' },
      to: { path: '^client/src/games/GameHeader/' },
    },
    {
      // A migration builds the same schema forever, whatever the app's code becomes: it imports
      // only kysely, node built-ins and its own folder (migrations/dialect.ts holds frozen copies
      // of the helpers). Tests beside the migrations may use the test harness.
      name: 'migrations-import-nothing-of-the-app',
      severity: 'error',
      from: { path: '^migrations/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^migrations/', '(^|/)node_modules/kysely/'], dependencyTypesNot: ['core'] },
    },
  ],
  options: {
    // Type-only imports count too: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    // Packages are leaves of the graph (not crawled), still seen so a migration importing one is caught.
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
