import { useCallback, useEffect, useState } from 'react';
import type { Subscription } from '../../core/api/types';
import type { KmiApi } from './schema';

export type SubscriptionLoad =
  | { state: 'loading' }
  | { state: 'loaded'; subscription: Subscription }
  | { state: 'not-found' }
  | { state: 'error' };

/** GET /notifications/{token}: an unknown or used token (404, or no body) is not-found; anything else an error with retry. */
export function useSubscription(api: KmiApi, token: string) {
  const [load, setLoad] = useState<SubscriptionLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(
    function loadSubscription() {
      let live = true;
      setLoad({ state: 'loading' });
      api.getSubscription(token).then(
        (subscription) => live && setLoad(subscription ? { state: 'loaded', subscription } : { state: 'not-found' }),
        (error: { status?: number }) => live && setLoad({ state: error?.status === 404 ? 'not-found' : 'error' }),
      );
      return function ignoreLateAnswer() {
        live = false;
      };
    },
    [api, token, attempt],
  );
  return { load, retry: useCallback(() => setAttempt((a) => a + 1), []) };
}
