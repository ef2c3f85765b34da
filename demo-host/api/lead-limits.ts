/**
 * Abuse limits on the lead endpoints (contact, send-to-a-friend, subscription, viewing and reservation
 * requests): at most `perIp` sends per client address and `perSite` per site within `windowS` seconds.
 * Defaults are safe for a deployed service (5 per address and 300 per site a minute); env
 * EB_LEAD_LIMIT_PER_IP, EB_LEAD_LIMIT_PER_SITE and EB_LEAD_LIMIT_WINDOW_S change them (0 turns one off).
 */
export interface LeadLimitOptions {
  perIp: number;
  perSite: number;
  windowS: number;
}

const LEAD_POST = /^\/sites\/[^/]+\/(?:contact|send-to-a-friend|notifications|live-agenda\/reservation|rental-units\/reservation)$/;

export const isLeadPost = (method: string, path: string) => method === 'POST' && LEAD_POST.test(path);

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export function leadLimitsFromEnv(): LeadLimitOptions {
  return { perIp: fromEnv('EB_LEAD_LIMIT_PER_IP', 5), perSite: fromEnv('EB_LEAD_LIMIT_PER_SITE', 300), windowS: fromEnv('EB_LEAD_LIMIT_WINDOW_S', 60) || 60 };
}

/** Sliding-window counters; `take` records one send and answers the seconds to wait when over a limit. */
export function createLeadLimits(options: LeadLimitOptions, now: () => number) {
  const sends = new Map<string, number[]>();
  const windowMs = options.windowS * 1000;
  function recent(key: string, t: number): number[] {
    const kept = (sends.get(key) ?? []).filter((at) => at > t - windowMs);
    if (kept.length) sends.set(key, kept);
    else sends.delete(key);
    return kept;
  }
  return {
    take(ip: string, siteId: string): number | undefined {
      const t = now();
      const checks: [string, number][] = [[`ip ${ip}`, options.perIp], [`site ${siteId}`, options.perSite]];
      for (const [key, limit] of checks) {
        const list = recent(key, t);
        if (limit > 0 && list.length >= limit) return Math.max(1, Math.ceil((list[0] + windowMs - t) / 1000));
      }
      // Addresses that sent once and went away are forgotten now and then, so the map stays small.
      if (sends.size > 10_000) for (const key of [...sends.keys()]) recent(key, t);
      for (const [key] of checks) sends.set(key, [...recent(key, t), t]);
      return undefined;
    },
  };
}
