import { energyLabelText } from '../ui/estate-card/energy-label-text';
import { useId, useRef, useState } from 'react';
import { useBlock } from '../runtime/block-context';
import { useFavorites } from '../ui/favorite-toggle';
import { EmptyState, ErrorState, LoadingSkeleton } from '../ui/states';
import { useSiteSettings } from '../ui/use-site-settings';
import { detailStatusId, isHiddenStatus } from '../../core/status/hidden-status';
import { toFavoriteItem } from '../../core/view-models/favorite-item';
import { FavoritesList, type FavoriteCard } from './favorites-list';
import type { Calls, FavoritesConfig } from './schema';
import { useFavoriteEstates } from './use-favorite-estates';
import './favorites.css';

export function Favorites({ config }: { config: FavoritesConfig }) {
  const { t, translator, locale, api, routes } = useBlock<Calls>();
  const { store, state } = useFavorites();
  const { entries, retry } = useFavoriteEstates(api, state.ids);
  const site = useSiteSettings();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = `eb-favorites-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const Heading = `h${config.headingLevel}` as 'h2';
  const labels = { t, enumLabel: (name: string, code: string | number | null | undefined) => translator.enumLabel(name, code), typeLabel: (code: string) => translator.enumLabel('Type', code) };

  // An estate whose status the site hides (spec §4) is listed like one no longer published: the visitor chose it.
  const cards: FavoriteCard[] = entries
    .filter((e) => e.state === 'ok' || e.state === 'gone')
    .map((e) => {
      const item = e.state === 'ok' ? toFavoriteItem(e.detail, locale, labels, routes) : null;
      const hidden = e.state === 'ok' && isHiddenStatus(detailStatusId(e.detail), site);
      return { id: e.id, item: hidden ? null : item, title: item?.title ?? t('favorites.unpublished_title', { id: e.id }) };
    });
  const loading = entries.some((e) => e.state === 'loading') || (site === null && entries.length > 0);
  const failed = entries.some((e) => e.state === 'error');

  const remove = (card: FavoriteCard) => {
    store.remove(card.id);
    setAnnouncement(t('favorites.removed', { title: card.title }));
    headingRef.current?.focus();
  };

  return (
    <section className="eb-favorites" aria-labelledby={titleId}>
      <Heading className="eb-favorites__title" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('favorites.title')}
      </Heading>
      {state.problem ? (
        <p className="eb-favorites__storage" role="alert">
          {t(`favorites.storage.${state.problem}`)}
        </p>
      ) : null}
      <p className="eb-favorites__count" role="status">
        {announcement ? `${announcement} ` : ''}
        {state.ids.length ? t('favorites.count', { count: state.ids.length }) : ''}
      </p>
      {state.ids.length === 0 ? <EmptyState message={t('favorites.empty')} /> : null}
      {/* The cards appear together once every one has loaded: none pushes the skeleton down (no layout shift). */}
      {cards.length && !loading ? (
        <FavoritesList
          cardHeadingLevel={(config.headingLevel + 1) as 2 | 3}
          cards={cards}
          cardLabels={{ noImage: t('estate.no.image'), sold: t('listing.sold'), energyLabel: (code) => energyLabelText(translator, code, 'listing.energy_label') }}
          unpublishedText={t('favorites.unpublished')}
          removeText={t('favorites.remove')}
          removeLabel={(title) => t('favorites.remove_label', { title })}
          onRemove={remove}
        />
      ) : null}
      {loading ? <LoadingSkeleton label={t('favorites.loading')} rows={Math.min(entries.length, 4)} variant="cards" /> : null}
      {failed && !loading ? <ErrorState message={t('favorites.error')} retryLabel={t('favorites.retry')} onRetry={retry} /> : null}
    </section>
  );
}
