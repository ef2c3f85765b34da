import { useEffect, useState } from 'react';
import type { Agreement } from '../../../core/model';

export type AgreementsApi = { getAgreements?: (locale: string) => Promise<Agreement[] | null> };

/** The site's agreements for the locale (GET /agreements?locale=); [] while loading or on failure. */
export function useAgreements(api: AgreementsApi, locale: string): Agreement[] {
  const [agreements, setAgreements] = useState<Agreement[]>([]);
  useEffect(
    function loadAgreements() {
      let live = true;
      api
        .getAgreements?.(locale)
        .then((list) => live && setAgreements(Array.isArray(list) ? list : []))
        .catch(() => live && setAgreements([]));
      return function ignoreLateAnswer() {
        live = false;
      };
    },
    [api, locale],
  );
  return agreements;
}
