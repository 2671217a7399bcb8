// Configuration from environment variables, with defaults safe for a single learner's machine.
export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  supportEmail: string;
  uploadMaxMb: number;
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** Login/signup attempts allowed per IP and per email each minute. */
  authRateLimitPerMinute: number;
  /** Built client files; the server answers API calls only when the folder is missing. */
  clientDir: string;
  /** FSRS fuzz spreads due dates; on in production, off in tests so schedules are exact. */
  fsrsFuzz: boolean;
  /** Who may sign up (DESIGN §10): anyone, holders of an invite code, or nobody but the first account. */
  registration: Registration;
}

export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type Registration = (typeof REGISTRATION_MODES)[number];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databasePath: env.DATABASE_PATH || './data/cardcade.db',
    supportEmail: env.SUPPORT_EMAIL || 'support@cardcade.local',
    uploadMaxMb: intFrom(env.UPLOAD_MAX_MB, 100),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' || env.COOKIE_SECURE === '1' : production,
    sessionTtlDays: intFrom(env.SESSION_TTL_DAYS, 30),
    authRateLimitPerMinute: intFrom(env.AUTH_RATE_LIMIT, 10),
    clientDir: env.CLIENT_DIR || new URL('../dist/client', import.meta.url).pathname,
    fsrsFuzz: env.FSRS_FUZZ ? env.FSRS_FUZZ === 'true' : env.NODE_ENV !== 'test',
    registration: registrationFrom(env.REGISTRATION),
  };
}

// A typo must not silently leave a server open to everyone.
function registrationFrom(value: string | undefined): Registration {
  if (!value) return 'open';
  if ((REGISTRATION_MODES as readonly string[]).includes(value)) return value as Registration;
  throw new Error(`REGISTRATION must be one of ${REGISTRATION_MODES.join(', ')} (got "${value}")`);
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test' }),
  fsrsFuzz: false,
  ...overrides,
});
