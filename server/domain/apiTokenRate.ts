// What a request's personal API token allows (docs/api.md), below the request context and the
// app's services, which both hold it: its id and scope, and the per-token rate limit. Pure.
import type { ApiTokenScope } from '../../shared/schemas/apiTokens.js';

/** The token a request carries: which one, and what it may do. */
export interface ApiTokenAuth {
  id: number;
  scope: ApiTokenScope;
}

/**
 * Requests per token per minute, counted in this process (a fixed window): a runaway script is
 * slowed without a database write per request. Several processes each count their own.
 */
export class ApiTokenRateLimiter {
  private windows = new Map<number, { start: number; count: number }>();

  /** Counts a request; false once the token has used its minute's allowance (`perMinute`). */
  hit(tokenId: number, now: number, perMinute: number): boolean {
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    return window.count <= perMinute;
  }

  private prune(now: number) {
    for (const [id, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(id);
  }
}
