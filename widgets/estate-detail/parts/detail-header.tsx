import type { ReactNode } from 'react';
import { Sticker } from '../../ui/estate-card/sticker';
import type { DetailModel } from '../../../core/view-models/detail-view';
import { epcCode } from './epc-bar';

export interface DetailHeaderProps {
  model: Pick<DetailModel, 'title' | 'subtitle' | 'address' | 'price' | 'priceLabel' | 'sold' | 'closedName' | 'sticker' | 'reference' | 'keyFacts' | 'epc'>;
  headingLevel: 1 | 2;
  labels: { reference: (reference: string) => string; sold: string; keyFacts: string; epcLabel: string };
  /** The favorite toggle. */
  actions?: ReactNode;
}

/**
 * Title, address and the key-facts bar a visitor scans first: price (or "price from"),
 * living area, bedrooms, the EPC label as a badge and the transaction, as one definition list.
 */
export function DetailHeader({ model, headingLevel, labels, actions }: DetailHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const epc = model.epc?.labelCode;
  return (
    <header className={`eb-detail__header${model.sold ? ' eb-detail__header--sold' : ''}`}>
      <div className="eb-detail__heading">
        <Heading className="eb-detail__title">{model.title}</Heading>
        {model.subtitle ? <p className="eb-detail__subtitle">{model.subtitle}</p> : null}
        {model.address ? <p className="eb-detail__address">{model.address}</p> : null}
      </div>
      <div className="eb-detail__summary">
        {model.sold ? (
          <Sticker name={model.closedName || labels.sold} sold />
        ) : model.sticker ? (
          <Sticker name={model.sticker.name} color={model.sticker.color} colorText={model.sticker.colorText} />
        ) : null}
        {model.reference ? <p className="eb-detail__reference">{labels.reference(model.reference)}</p> : null}
        {actions}
      </div>
      <dl className="eb-detail__facts" aria-label={labels.keyFacts}>
        <div className="eb-detail__fact eb-detail__fact--price">
          <dt className="eb-detail__fact-label">{model.priceLabel}</dt>
          <dd className={`eb-detail__price${model.sold ? ' eb-detail__price--sold' : ''}`}>{model.price}</dd>
        </div>
        {model.keyFacts.map((fact) => (
          <div key={fact.key} className={`eb-detail__fact eb-detail__fact--${fact.key}`}>
            <dt className="eb-detail__fact-label">{fact.label}</dt>
            <dd className="eb-detail__fact-value">{fact.value}</dd>
          </div>
        ))}
        {epc ? (
          <div className="eb-detail__fact eb-detail__fact--epc">
            <dt className="eb-detail__fact-label">{labels.epcLabel}</dt>
            <dd className="eb-detail__fact-value">
              <span className={`eb-detail__epc-label eb-detail__epc-label--${epcCode(epc)}`}>{model.epc?.label || epc}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
