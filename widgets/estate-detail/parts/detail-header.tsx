import type { ReactNode } from 'react';
import { Sticker } from '../../ui/estate-card/sticker';
import type { DetailModel } from '../../../core/view-models/detail-view';

export interface DetailHeaderProps {
  model: Pick<DetailModel, 'title' | 'subtitle' | 'address' | 'price' | 'sold' | 'sticker' | 'reference'>;
  headingLevel: 1 | 2;
  labels: { reference: (reference: string) => string; sold: string };
  /** The favorite toggle. */
  actions?: ReactNode;
}

export function DetailHeader({ model, headingLevel, labels, actions }: DetailHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={`eb-detail__header${model.sold ? ' eb-detail__header--sold' : ''}`}>
      <div className="eb-detail__heading">
        <Heading className="eb-detail__title">{model.title}</Heading>
        {model.subtitle ? <p className="eb-detail__subtitle">{model.subtitle}</p> : null}
        {model.address ? <p className="eb-detail__address">{model.address}</p> : null}
      </div>
      <div className="eb-detail__summary">
        {model.sold ? (
          <Sticker name={labels.sold} sold />
        ) : model.sticker ? (
          <Sticker name={model.sticker.name} color={model.sticker.color} colorText={model.sticker.colorText} />
        ) : null}
        <p className={`eb-detail__price${model.sold ? ' eb-detail__price--sold' : ''}`}>{model.price}</p>
        {model.reference ? <p className="eb-detail__reference">{labels.reference(model.reference)}</p> : null}
        {actions}
      </div>
    </header>
  );
}
