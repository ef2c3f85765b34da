import { useEffect, useId, useState, type ComponentType } from 'react';
import { useBlock } from '../../runtime/block-context';
import { SectionHeading } from '../parts/section-heading';
import type { PurchaseCostInput } from '../../../core/purchase-cost/input';

type PanelComponent = ComponentType<{ input: PurchaseCostInput }>;

let loading: Promise<PanelComponent> | null = null;

/** The panel's own chunk: the rates, the rules and the markup load when a visitor opens it (or points at it). */
function loadPanel(): Promise<PanelComponent> {
  loading ||= import('./cost-panel').then(
    (mod) => mod.CostPanel,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * "What will it cost?" under the price of an estate for sale: a disclosure whose panel (a chunk of its own)
 * computes registration duties or VAT and the notary's estimate for the visitor's situation.
 */
export function CostSlot({ input }: { input: PurchaseCostInput }) {
  const { t } = useBlock();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = `eb-detail-cost-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  useEffect(
    function loadOpenedPanel() {
      if (!open || Panel) return undefined;
      let current = true;
      setFailed(false);
      loadPanel().then(
        (component) => current && setPanel(() => component),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    },
    [open, Panel, attempt],
  );
  const prefetch = () => void loadPanel().catch(() => undefined);
  return (
    <div className="eb-detail__action eb-detail__cost">
      <SectionHeading className="eb-detail__action-heading">
        <button
          type="button"
          className="eb-detail__action-toggle"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          {t('detail.cost.toggle')}
        </button>
      </SectionHeading>
      <div id={id} className="eb-detail__action-panel" hidden={!open}>
        {!open ? null : Panel ? (
          <Panel input={input} />
        ) : failed ? (
          <p role="alert">
            {t('detail.cost.error')}{' '}
            <button type="button" className="eb-cost__retry" onClick={() => setAttempt(attempt + 1)}>
              {t('detail.retry')}
            </button>
          </p>
        ) : (
          <p role="status">{t('detail.cost.loading')}</p>
        )}
      </div>
    </div>
  );
}
