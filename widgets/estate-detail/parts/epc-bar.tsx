import { useCssVars } from '../../ui/estate-card/use-css-vars';
import type { EpcView } from '../../../core/view-models/detail-view';

export interface EpcBarProps {
  epc: EpcView;
  /** t('detail.epc.bar', { value }) */
  label: string;
  /** t('detail.epc.label', { label }) when there is a label. */
  labelText?: string;
}

/** The CSS modifier of an energy label code: 'A+' → 'ap', 'G_F' → 'g_f'. */
export const epcCode = (label: string) => label.replace(/\+/g, 'p').replace(/[^a-z0-9_]/gi, '').toLowerCase();

/** The EPC bar (spec §9): the marker position is a CSS variable set through the CSSOM (no style attribute). */
export function EpcBar({ epc, label, labelText }: EpcBarProps) {
  const ref = useCssVars<HTMLDivElement>({ '--eb-epc-percent': `${epc.percentage}%` });
  const code = epc.labelCode ? epcCode(epc.labelCode) : '';
  return (
    <div className="eb-detail__epc">
      {epc.labelCode ? <p className={`eb-detail__epc-label eb-detail__epc-label--${code}`}>{labelText}</p> : null}
      <div
        ref={ref}
        className="eb-detail__epc-bar"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={epc.percentage}
        aria-valuetext={epc.value}
        data-percent={epc.percentage}
      >
        <span className="eb-detail__epc-marker" aria-hidden="true" />
      </div>
    </div>
  );
}
