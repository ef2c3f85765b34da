import { useEffect } from 'react';
import type { EstateDetail } from '../../core/api/types';
import { estateHead } from '../../core/head/estate-head';
import type { Locale } from '../../core/i18n/locale';
import type { Translator } from '../../core/i18n/translator';
import type { SiteSettings } from '../../core/model/site';
import { applyDocumentHead } from '../ui/document-head/document-head';
import type { RouteMap } from '../../core/routes/route-map';

/** Title, canonical and JSON-LD of the shown estate in the document head, whenever the estate changes. */
export function useDocumentHead(detail: EstateDetail | null, locale: Locale, translator: Translator, settings: Pick<SiteSettings, 'hiddenStatus'> | null, enabled: boolean, routes: RouteMap) {
  useEffect(
    function describeEstateInHead() {
      if (!enabled || !detail) return;
      applyDocumentHead(estateHead(detail, locale, { site: location.origin }, { settings, labels: { [locale]: translator }, routes }));
    },
    [detail, locale, translator, settings, enabled, routes],
  );
}
