import { useId, useMemo, useState } from 'react';
import { useBlock } from '../../runtime/block-context';
import type { PurchaseCostInput } from '../../../core/purchase-cost/input';
import { feedChecks, purchaseCost, situationsOf, type Situation } from '../../../core/purchase-cost/purchase-cost';
import { costView, type CostView } from '../../../core/purchase-cost/cost-view';

/** The panel's container: the visitor's situation as state, everything else from core. */
export function CostPanel({ input }: { input: PurchaseCostInput }) {
  const { t } = useBlock();
  const [situation, setSituation] = useState<Situation>('ownHome');
  const view = useMemo(
    () => costView(input, purchaseCost(input, situation), feedChecks(input, situation), t),
    [input, situation, t],
  );
  return <CostPanelView view={view} situations={situationsOf(input.region)} situation={situation} onSituation={setSituation} t={t} />;
}

export interface CostPanelViewProps {
  view: CostView;
  situations: readonly Situation[];
  situation: Situation;
  onSituation: (situation: Situation) => void;
  t: (key: string) => string;
}

/** Props-only markup: situation choice, one row per cost line, the total, notes and the rates' date. */
export function CostPanelView({ view, situations, situation, onSituation, t }: CostPanelViewProps) {
  const name = `eb-cost-situation-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <div className="eb-cost">
      <p className="eb-cost__region">{view.regionText}</p>
      <fieldset className="eb-cost__situations">
        <legend className="eb-cost__legend">{t('detail.cost.situation')}</legend>
        {situations.map((value) => (
          <label key={value} className="eb-cost__situation">
            <input type="radio" name={name} value={value} checked={value === situation} onChange={() => onSituation(value)} />
            <span>{t(`detail.cost.situation.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextList className="eb-cost__notes" texts={view.notes} />
      <table className="eb-cost__lines">
        <caption className="eb-visually-hidden">{t('detail.cost.lines')}</caption>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.key} className={`eb-cost__line eb-cost__line--${line.key}`}>
              <th scope="row">{line.label}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="eb-cost__line eb-cost__line--total">
            <th scope="row">{t('detail.cost.total')}</th>
            <td>{view.total}</td>
          </tr>
        </tfoot>
      </table>
      <TextList className="eb-cost__feed" texts={view.feed} />
      <p className="eb-cost__disclaimer">
        {t('detail.cost.disclaimer')} {view.validFrom}
      </p>
    </div>
  );
}

/** Sentences as a list; nothing when there are none. */
function TextList({ className, texts }: { className: string; texts: readonly string[] }) {
  if (!texts.length) return null;
  return (
    <ul className={className}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
