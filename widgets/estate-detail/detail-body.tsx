import { useRef } from 'react';
import { useBlock } from '../runtime/block-context';
import { SectionHeading, SectionLevelProvider } from './parts/section-heading';
import { LightboxGallery } from '../ui/lightbox/lightbox-gallery';
import { SanitizedHtml } from '../ui/sanitized-html/sanitized-html';
import { PLACEHOLDER_IMAGE } from '../ui/estate-card/placeholder';
import type { EstateDetail } from '../../core/api/types';
import type { DetailModel } from '../../core/view-models/detail-view';
import type { EstateDetailConfig } from './schema';
import { DetailHeader } from './parts/detail-header';
import { UnitParent } from './parts/unit-parent';
import { DetailSection } from './parts/detail-section';
import { NotaryTabs } from './parts/notary-tabs';
import { EpcBar } from './parts/epc-bar';
import { ContactPerson } from './parts/contact-person';
import { ProjectUnits } from './parts/project-units';
import { PublicSale } from './parts/public-sale';
import { useLightboxLabels } from '../ui/lightbox/use-lightbox-labels';
import { DetailActions } from './actions/detail-actions';
import { ActionOpenerProvider } from './actions/action-opener';
import { QuickActions } from './actions/quick-actions';
import { useScrolledPast } from './actions/use-scrolled-past';
import { availableActions } from './actions/available-actions';
import { FavoriteSlot } from './actions/favorite-slot';
import { DataLink } from '../ui/data-link/data-link';
import { safeUrl } from '../../core/security/safe-url';
import { FeedImageOriginsFromSite } from '../ui/sanitized-html/feed-image-origins';
import { purchaseCostInput } from '../../core/purchase-cost/input';
import { CostSlot } from './cost/cost-slot';
import { detailLocation } from '../../core/view-models/location';
import { LocationMap } from '../estate-map/location-map';

export interface DetailBodyProps {
  model: DetailModel;
  detail: EstateDetail;
  config: EstateDetailConfig;
}

export function DetailBody({ model, detail, config }: DetailBodyProps) {
  const { t, locale, settings } = useBlock();
  const article = useRef<HTMLElement | null>(null);
  // On a phone the quick bar would cover the key facts at load: it comes once the visitor has scrolled past them.
  const factsPassed = useScrolledPast(article, '.eb-detail__facts');
  const location = config.map ? detailLocation(detail, locale, model.address) : null;
  const lightboxLabels = useLightboxLabels();
  const epcLabel = (value: string) => t('detail.epc.bar', { value });
  // Quick buttons have their own words: two controls with one name would be ambiguous in a screen reader's list.
  const quick = availableActions(model, config)
    .filter((name) => name !== 'friend')
    .map((name) => ({ name, label: t(`detail.quick.${name}`) }));
  const costInput = purchaseCostInput(detail);
  // 'Gsm:' / 'GSM\u00a0:': the colon comes with the catalogue's typography.
  const lineLabel = (key: string) => t('detail.contact.line_label', { label: t(key) });
  const contactLabels = { phone: lineLabel('detail.contact.phone'), mobile: lineLabel('detail.contact.mobile'), email: lineLabel('detail.contact.email') };
  const quickLabels = { region: t('detail.quick.label'), phone: contactLabels.phone, mobile: contactLabels.mobile };
  return (
    <ActionOpenerProvider>
    <FeedImageOriginsFromSite>
    <SectionLevelProvider value={(config.headingLevel + 1) as 2 | 3}>
      <article ref={article} className={`eb-detail eb-detail--${model.feed}${model.sold ? ' eb-detail--sold' : ''}`} data-estate-id={model.id}>
        <DetailHeader
          model={model}
          headingLevel={config.headingLevel as 1 | 2 /* the schema's integer from 1 to 2 */}
          labels={{ reference: (reference) => t('detail.reference', { reference }), sold: t('detail.sold'), keyFacts: t('detail.key_facts'), epcLabel: t('field.energy.energyLabel') }}
          actions={config.actions.includes('favorite') ? <FavoriteSlot detail={detail} title={model.title} /> : null}
        />
        {model.parent ? (
          <UnitParent
            parent={model.parent}
            labels={{ partOf: t('detail.unit.part_of'), link: (title) => t('detail.unit.back_to_project', { title }) }}
          />
        ) : null}
        {/* The contact card first in reading order; on a wide block a column beside the content that stays in view (CSS). */}
        <div className={`eb-detail__layout${quick.length ? ' eb-detail__layout--aside' : ''}`}>
        <QuickActions variant="panel" actions={quick} contactPerson={model.contactPerson} labels={quickLabels} />
        <div className="eb-detail__main">
        {costInput ? <CostSlot input={costInput} /> : null}
        <div className="eb-detail__media">
          {model.images.length > 0 ? (
            <LightboxGallery
              gallery={config.gallery}
              images={model.images}
              labels={lightboxLabels}
              openLabel={(i, n) => t('detail.open_photo', { index: i + 1, count: n })}
              shareUrl={config.shareUrl}
              visibleThumbnails={config.thumbnails}
            />
          ) : (
            <img className="eb-detail__placeholder" src={PLACEHOLDER_IMAGE} alt={t('estate.no.image')} />
          )}
        </div>
        {model.lead ? <p className="eb-detail__lead">{model.lead}</p> : null}
        {model.descriptionHtml ? (
          <section className="eb-detail__section eb-detail__description" aria-labelledby="eb-detail-description">
            <SectionHeading className="eb-detail__section-title" id="eb-detail-description">
              {t('section.description')}
            </SectionHeading>
            <SanitizedHtml className="eb-detail__html" html={model.descriptionHtml} />
          </section>
        ) : null}
        {safeUrl(model.virtualVisit) ? (
          <p className="eb-detail__virtual-visit">
            <DataLink href={model.virtualVisit} rel="noopener noreferrer" target="_blank">
              {t('detail.virtual_visit')}
            </DataLink>
          </p>
        ) : null}
        {model.publicSale ? <PublicSale sale={model.publicSale} t={t} /> : null}
        {location ? (
          <section className="eb-detail__section eb-detail__location" aria-labelledby="eb-detail-location">
            <SectionHeading className="eb-detail__section-title" id="eb-detail-location">
              {t('location.heading')}
            </SectionHeading>
            <LocationMap
              location={location}
              labels={{ region: t('location.map'), caption: t(location.approximate ? 'location.area' : 'location.exact', { place: location.place }) }}
              tileUrl={config.tileUrl}
              attribution={config.tileAttribution}
              styleHref={`${settings.base}assets/blocks/estate-map.css`}
            />
          </section>
        ) : null}
        {model.feed === 'notary' ? (
          <NotaryTabs
            tabs={model.tabs}
            label={t('detail.tabs.label')}
            before={{ epc: model.epc ? <EpcBar epc={model.epc} label={epcLabel(model.epc.value)} labelText={model.epc.labelCode ? t('detail.epc.label', { label: model.epc.label || model.epc.labelCode }) : undefined} /> : null }}
          />
        ) : null}
        {model.sections.map((section) => (
          <DetailSection key={section.key} section={section}>
            {section.key === 'energy' && model.epc ? <EpcBar epc={model.epc} label={epcLabel(model.epc.value)} labelText={model.epc.labelCode ? t('detail.epc.label', { label: model.epc.label || model.epc.labelCode }) : undefined} /> : null}
            {section.key === 'energyShared' && model.sharedEpc ? <EpcBar epc={model.sharedEpc} label={epcLabel(model.sharedEpc.value)} /> : null}
            {section.key === 'salesRep' && model.contactPerson ? (
              <ContactPerson
                person={model.contactPerson}
                labels={contactLabels}
              />
            ) : null}
          </DetailSection>
        ))}
        <ProjectUnits
          title={t('section.units')}
          groups={model.units}
          labels={{
            unit: t('detail.project.unit'),
            type: t('field.general.subType'),
            bedrooms: t('field.general.bedroomCount'),
            surface: t('detail.layout.surface'),
            price: t('field.price.value'),
            view: (name) => t('detail.project.view_unit', { name }),
          }}
        />
        <DetailActions model={model} detail={detail} config={config} />
        </div>
        </div>
        <QuickActions variant="bar" actions={quick} labels={quickLabels} shown={factsPassed} />
      </article>
    </SectionLevelProvider>
    </FeedImageOriginsFromSite>
    </ActionOpenerProvider>
  );
}
