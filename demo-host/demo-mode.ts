/**
 * Demo-only surfaces — the outbox (/api/outbox, /outbox), the test pages and test bundle, the fault
 * hooks (/api/__test) and the sample pages and appointment — answer only when asked for: EB_DEMO=1,
 * which `npm start` and the test harness set, and never with NODE_ENV=production. A builder who runs
 * the reference service as a backend so publishes no visitor's e-mail and no switch to break it.
 */
export function isDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.EB_DEMO === '1' && env.NODE_ENV !== 'production';
}
