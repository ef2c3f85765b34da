import { useEffect, useRef, useState } from 'react';
import type { FormValues } from '../../core/forms';
import { subscriptionCountBody } from '../../core/query/subscription-query';
import type { KmiApi } from './schema';
import { CRITERIA_FIELDS } from './criteria';

/** Fields typed into: their changes wait for a pause in the typing. A choice (select, checkbox, chip) asks at once. */
const TYPED = ['priceMin', 'priceMax'] as const;
export const TYPING_PAUSE_MS = 300;

/**
 * How many current estates the criteria of `values` match: the total of the same search the estate
 * search would run (core/query/subscription-query.ts). Null while unknown, when the criteria would be
 * refused or when the call fails (the form then shows no count; nothing else changes). Only the answer
 * to the latest criteria counts: a newer change aborts the older call and ignores its answer.
 */
export function useMatchCount(api: KmiApi, values: FormValues): number | null {
  const criteria = Object.fromEntries(CRITERIA_FIELDS.map((f) => [f, values[f]]));
  const body = subscriptionCountBody(criteria);
  const key = body ? JSON.stringify(body) : '';
  const typed = TYPED.map((f) => String(values[f] ?? '')).join('\n');
  const lastTyped = useRef<string | null>(null);
  const [count, setCount] = useState<{ key: string; total: number } | null>(null);

  useEffect(
    function countMatches() {
      const typing = lastTyped.current !== null && lastTyped.current !== typed;
      lastTyped.current = typed;
      if (!body) return;
      const controller = new AbortController();
      const timer = setTimeout(() => {
        void api.searchEstates(body, { signal: controller.signal }).then((answer) => {
          if (controller.signal.aborted) return;
          setCount(answer.error ? null : { key, total: answer.total.value });
        });
      }, typing ? TYPING_PAUSE_MS : 0);
      return function dropStaleCall() {
        clearTimeout(timer);
        controller.abort();
      };
    },
    // The body is rebuilt every render; its text is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, key],
  );
  // The last answer stays while the next is asked (no flicker), but never for criteria that would be refused.
  return body && count ? count.total : null;
}
