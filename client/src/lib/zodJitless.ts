// zod 4 compiles a fast validator with `new Function` the first time an object schema parses,
// after probing whether it may: under the app's Content Security Policy (script-src without
// 'unsafe-eval', docs/security.md) that probe is refused and the browser reports a `script-src
// eval` violation on every page that validates (issue 49). The client never compiles: zod's
// `jitless` setting, put where zod reads its settings (globalThis.__zod_globalConfig, shared by
// every copy of zod) without importing zod here, so the landing page's bundle stays as it is.
// The entry imports this module first, before any chunk that holds a schema can parse.
// The server keeps the compiled validators (no CSP applies there).

type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
