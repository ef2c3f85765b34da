import { energyLabelText } from '../../ui/estate-card/energy-label-text';
import { useEffect, useState } from 'react';
import { SectionHeading, useSubsectionLevel } from '../parts/section-heading';
import type { Estate } from '../../../core/model';
import { estateLink } from '../../../core/routes/links';
import { EstateCard } from '../../ui/estate-card/estate-card';
import { toListingItem } from '../../../core/view-models/listing-item';
import { LoadingSkeleton } from '../../ui/states';
import { useBlock } from '../../runtime/block-context';
import { useDetailApi } from '../detail-api';
import { withoutHidden } from '../../../core/status/hidden-status';
import { useSiteSettings } from '../../ui/use-site-settings';

/** Similar estates (GET /estates/{id}/similar) as cards; nothing when there are none or the call fails. */
export function SimilarEstates({ estateId, count }: { estateId: number; count: number }) {
  const api = useDetailApi();
  const { t, translator, locale, routes } = useBlock();
  const cardLevel = useSubsectionLevel();
  const [estates, setEstates] = useState<Estate[] | null>(null);
  const site = useSiteSettings();
  useEffect(
    function loadSimilar() {
      const controller = new AbortController();
      api.getSimilarEstates(estateId, { signal: controller.signal }).then(
        (list) => !controller.signal.aborted && setEstates(list),
        () => !controller.signal.aborted && setEstates([]),
      );
      return () => controller.abort();
    },
    [api, estateId],
  );
  if (estates === null || site === null) return <LoadingSkeleton label={t('detail.similar.loading')} rows={2} variant="cards" />;
  // Statuses the site hides are hidden here as in every list (spec §4).
  const shown = withoutHidden(estates, site).filter((e) => e.id !== estateId).slice(0, count);
  if (shown.length === 0) return null;
  const labels = {
    noImage: t('estate.no.image'),
    sold: t('detail.sold'),
    energyLabel: (code: string) => energyLabelText(translator, code, 'detail.epc.label'),
  };
  return (
    <section className="eb-detail__similar" aria-labelledby="eb-detail-similar">
      <SectionHeading className="eb-detail__section-title" id="eb-detail-similar">
        {t('detail.similar.heading')}
      </SectionHeading>
      <ul className="eb-detail__similar-list">
        {shown.map((estate) => (
          <li key={estate.id}>
            <EstateCard item={toListingItem(estate, { href: (e) => estateLink(e, locale, { map: routes }), labels: { locale, t } })} labels={labels} headingLevel={cardLevel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
