// The server's own folder: server/ from source, dist/server/ when built. Worker files are found
// from here, not from the calling module's URL, because the built entry dist/server/index.js is a
// bundle (scripts/build.mjs) in which every bundled module shares the bundle's URL. This module
// sits directly in the server folder, like that bundle, so the answer is the same either way.
export const SERVER_DIR = new URL('./', import.meta.url);

/** Running the TypeScript sources under tsx (dev, tests) rather than the build. */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');
