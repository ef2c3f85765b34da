import type { ContactPersonView } from '../../../core/view-models/detail-view';
import { useOpenAction } from './action-opener';
import type { DetailActionName } from './available-actions';

export interface QuickActionsProps {
  /** 'panel': beside the photos on a wide block; 'bar': pinned to the bottom of the screen on a narrow one. */
  variant: 'panel' | 'bar';
  actions: { name: DetailActionName; label: string }[];
  contactPerson?: ContactPersonView;
  /** phone and mobile end in their colon ('Gsm:', French 'GSM\u00a0:'): the catalogue's detail.contact.line_label. */
  labels: { region: string; phone: string; mobile: string };
  /** The bar waits (hidden) until this is true: on a phone it would cover the key facts at load. Default true. */
  shown?: boolean;
}

/**
 * Contact and viewing within reach from the top of the detail: each button opens its
 * action panel further down and moves focus into it. CSS shows the panel or the bar by block width.
 */
export function QuickActions({ variant, actions, contactPerson, labels, shown = true }: QuickActionsProps) {
  const open = useOpenAction();
  if (actions.length === 0) return null;
  const phone = contactPerson?.mobile || contactPerson?.phone;
  const phoneLabel = contactPerson?.mobile ? labels.mobile : labels.phone;
  return (
    <aside className={`eb-detail__quick eb-detail__quick--${variant}${shown ? '' : ' eb-detail__quick--waiting'}`} aria-label={labels.region}>
      {variant === 'panel' && contactPerson ? (
        <div className="eb-detail__quick-person">
          <p className="eb-detail__quick-name">{contactPerson.name}</p>
          {phone ? (
            <p className="eb-detail__quick-phone">
              {phoneLabel} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="eb-detail__quick-buttons">
        {actions.map((action) => (
          <button key={action.name} type="button" className={`eb-detail__quick-button eb-detail__quick-button--${action.name}`} onClick={() => open(action.name)}>
            {action.label}
          </button>
        ))}
      </div>
    </aside>
  );
}
