import type { Translator } from '../../../core/i18n';

/** 'Energielabel B → A' for code B_A through `key` ({{label}}); '' when the code has no label, so no code is shown (spec §5). */
export function energyLabelText(translator: Pick<Translator, 't' | 'enumLabel'>, code: string, key: string): string {
  const name = translator.enumLabel('EnergyLabel', code);
  return name ? translator.t(key, { label: name }) : '';
}
