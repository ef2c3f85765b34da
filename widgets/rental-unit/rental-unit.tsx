import { useId, useMemo } from 'react';
import { matchRoute } from '../../core/routes/routes';
import type { RouteMap } from '../../core/routes/route-map';
import { createRentalUnitViewModel } from '../../core/view-models/rental-unit-view-model';
import { useBlock } from '../runtime/block-context';
import { LightboxGallery } from '../ui/lightbox/lightbox-gallery';
import { SanitizedHtml } from '../ui/sanitized-html/sanitized-html';
import { ErrorState, LoadingSkeleton } from '../ui/states';
import { useLightboxLabels } from '../ui/lightbox/use-lightbox-labels';
import { RentalFacts } from './rental-facts';
import { ReservationForm, type ReservationApi } from './reservation-form';
import { useRentalUnit, type RentalUnitApi } from './use-rental-unit';
import { FeedImageOriginsFromSite } from '../ui/sanitized-html/feed-image-origins';
import type { Calls, RentalUnitConfig } from './schema';


/** The rental unit id: from the configuration, else from the page's rentalUnit route (spec §2 /{locale}/{holiday}/{id}, or ?unit={id} in the query form). */
function unitIdFrom(config: RentalUnitConfig, routes: RouteMap): number | null {
  if (config.rentalUnitId) return config.rentalUnitId;
  const route = matchRoute(window.location.pathname + window.location.search, routes);
  const id = route?.name === 'rentalUnit' ? Number(route.rentalUnitId) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function RentalUnitBlock({ config }: { config: RentalUnitConfig }) {
  const block = useBlock<Calls>();
  const { t, locale } = block;
  const api: RentalUnitApi & ReservationApi = block.api;
  const id = unitIdFrom(config, block.routes);
  const { state, retry } = useRentalUnit(api, id);
  const lightboxLabels = useLightboxLabels();
  const periodTypeName = (code: string) => (block.translator.has(`rental.period_type.${code}`) ? t(`rental.period_type.${code}`) : "");
  const headingId = `eb-ru${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const model = useMemo(() => (state.phase === 'loaded' ? createRentalUnitViewModel(state.unit, block) : null), [state, block]);
  const fallbackTitle = state.phase === 'loaded' ? t('rental.card.untitled', { id: state.unit.id }) : '';
  const title = model?.title || fallbackTitle;
  // A new image array would recreate the lightbox (use-lightbox keys on it): build it once per loaded unit.
  const images = useMemo(
    () => (model?.photos ?? []).map((p, i) => ({ src: p.src, thumbnail: p.thumbnail, alt: t('rental.unit.photo_alt', { title, index: i + 1 }) })),
    [model, title, t],
  );

  if (state.phase === 'loading') return <LoadingSkeleton label={t('rental.unit.loading')} rows={8} />;
  if (state.phase === 'notFound')
    return (
      <p className="eb-rental-unit__message" role="alert">
        {t('rental.unit.not_found')}
      </p>
    );
  if (state.phase === 'error' || !model) return <ErrorState message={t('rental.unit.error')} retryLabel={t('rental.retry')} onRetry={retry} />;

  const { unit, periods } = state;
  return (
    <article className="eb-rental-unit" aria-labelledby={headingId}>
      <h2 className="eb-rental-unit__title" id={headingId}>
        {title}
      </h2>
      {model.address ? <p className="eb-rental-unit__address">{model.address}</p> : null}
      <LightboxGallery
        gallery={`rental-${unit.id}`}
        images={images}
        labels={lightboxLabels}
        openLabel={(index, count) => t('rental.unit.open_photo', { index: index + 1, count })}
      />
      {model.description ? (
        <FeedImageOriginsFromSite>
          <SanitizedHtml className="eb-rental-unit__description" html={model.description} />
        </FeedImageOriginsFromSite>
      ) : null}
      <RentalFacts title={t('rental.unit.facts')} fields={model.fields} />
      <ReservationForm
        api={api}
        rentalUnitId={unit.id}
        maxOccupation={unit.general.maxOccupation ?? null}
        periods={periods}
        periodTypeName={periodTypeName}
        locale={locale}
        t={t}
      />
    </article>
  );
}
