import type { FormValues } from '../../core/forms';
import type { TranslateVars } from '../../core/i18n';
import type { KmiApi } from './schema';
import { useMatchCount } from './use-match-count';

export interface MatchCountProps {
  api: KmiApi;
  values: FormValues;
  t: (key: string, vars?: TranslateVars) => string;
}

/**
 * "12 estates match these criteria today", under the criteria. The live region is always there (a
 * screen reader hears each new count once, politely); it is empty while the count is unknown.
 */
export function MatchCount({ api, values, t }: MatchCountProps) {
  const count = useMatchCount(api, values);
  return (
    <p className="eb-kmi__count" role="status" aria-live="polite">
      {count === null ? null : t('kmi.count', { count })}
    </p>
  );
}
