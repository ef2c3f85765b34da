import type { PublicSaleView } from '../../../core/view-models/detail-view';
import { SectionHeading } from './section-heading';
import type { Translate } from '../detail-api';
import { DataLink } from '../../ui/data-link/data-link';
import { safeUrl } from '../../../core/security/safe-url';

/** A notary public sale or auction at a glance: session, starting price, visit, online bids, link. */
export function PublicSale({ sale, t }: { sale: PublicSaleView; t: Translate }) {
  return (
    <section className="eb-detail__section eb-detail__public-sale" aria-labelledby="eb-detail-public-sale">
      <SectionHeading className="eb-detail__section-title" id="eb-detail-public-sale">
        {t('detail.public_sale.heading')}
      </SectionHeading>
      <ul className="eb-detail__public-sale-list">
        {sale.sessionDate ? <li>{t('detail.public_sale.session', { date: sale.sessionDate, time: sale.sessionTime })}</li> : null}
        {sale.settingPrice ? <li>{t('detail.public_sale.setting_price', { price: sale.settingPrice })}</li> : null}
        {sale.visitDate ? <li>{t('detail.public_sale.visit', { date: sale.visitDate })}</li> : null}
        {sale.bidStart && sale.bidEnd ? <li>{t('detail.public_sale.bids', { start: sale.bidStart, end: sale.bidEnd })}</li> : null}
      </ul>
      {safeUrl(sale.url) ? (
        <p>
          <DataLink href={sale.url} rel="noopener noreferrer">
            {t('detail.public_sale.link')}
          </DataLink>
        </p>
      ) : null}
    </section>
  );
}
