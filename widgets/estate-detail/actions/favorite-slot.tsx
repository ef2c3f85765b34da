import type { EstateDetail } from '../../../core/api/types';
import { useBlock } from '../../runtime/block-context';
import { FavoriteToggle } from '../../ui/favorite-toggle';

/** The favorite toggle: the same browser-kept favorites the favorites block lists. */
export function FavoriteSlot({ detail, title }: { detail: EstateDetail; title: string }) {
  const { t } = useBlock();
  const id = detail.feed === 'notary' ? detail.listing.id : detail.estate.id;
  return <FavoriteToggle estateId={id} label={t('detail.favorite.label', { title })} text={t('detail.favorite.text')} />;
}
