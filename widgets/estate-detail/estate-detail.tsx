import { useEffect, useMemo } from 'react';
import { emitEvent } from '../../core/events/events';
import { useBlock } from '../runtime/block-context';
import { EmptyState, ErrorState, LoadingSkeleton } from '../ui/states';
import { buildRoute } from '../../core/routes/routes';
import { detailStatusId, isHiddenStatus } from '../../core/status/hidden-status';
import { recordId, resolveDetailTarget } from './detail-target';
import { toDetailModel } from '../../core/view-models/to-detail-model';
import { useEstateDetail } from './use-estate-detail';
import { useCanonicalUrl } from './use-canonical-url';
import { useDocumentHead } from './use-document-head';
import { useSiteDisplay } from './use-site-display';
import { DetailBody } from './detail-body';
import type { EstateDetailConfig } from './schema';
import './estate-detail.css';

export function EstateDetail({ config }: { config: EstateDetailConfig }) {
  const { t, locale, translator, element, routes } = useBlock();
  const target = useMemo(() => resolveDetailTarget(config, location.pathname + location.search, routes), [config, routes]);
  const { state, retry } = useEstateDetail(recordId(target));
  const site = useSiteDisplay(config.hiddenTabs);
  const model = useMemo(
    () =>
      state.status === 'loaded' && site
        ? toDetailModel(state.detail, { locale, t, fieldLabel: translator.fieldLabel, enumLabel: translator.enumLabel, ...site, currentSlug: target.slug, routes })
        : null,
    [state, site, locale, t, translator, target.slug, routes],
  );
  const openedId = model?.id;
  useEffect(
    function announceOpened() {
      if (openedId !== undefined) emitEvent(element, 'estate-blocks:estate-open', { estateId: openedId });
    },
    [openedId, element],
  );
  useCanonicalUrl(model?.canonicalPath ?? null, target.fromUrl && config.correctUrl, routes);
  useDocumentHead(model && state.status === 'loaded' ? state.detail : null, locale, translator, site, config.describePage, routes);

  // A status the site hides (spec §4) hides the record on its own page too: no longer available, not the listing.
  const hidden = state.status === 'loaded' && site !== null && isHiddenStatus(detailStatusId(state.detail), site);
  if (state.status === 'notFound' || hidden) {
    return (
      <div className="eb-detail eb-detail--not-found">
        <EmptyState message={t(hidden ? 'detail.unavailable' : target.estateId === null ? 'detail.no_id' : 'detail.not_found')} />
        <p>
          <a href={buildRoute({ name: 'search', locale }, routes)}>{t('detail.not_found.back')}</a>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="eb-detail">
        <ErrorState message={t('detail.error')} retryLabel={t('detail.retry')} onRetry={retry} />
      </div>
    );
  }
  if (!model || state.status !== 'loaded') {
    return (
      <div className="eb-detail">
        <LoadingSkeleton label={t('detail.loading')} rows={6} />
      </div>
    );
  }
  return <DetailBody model={model} detail={state.detail} config={config} />;
}
