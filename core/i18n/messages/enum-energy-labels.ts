// EPC labels read the same in every language: a combined pair 'B_A' is shown as 'B → A'.
import { ENERGY_LABEL, energyLabelText } from '../../enums/energy-label';
import type { EnumLabelKey } from '../../enums/enums';

const energyLabels = Object.fromEntries(
  ENERGY_LABEL.map((code) => [`enum.EnergyLabel.${code}`, energyLabelText(code)]),
) as Record<EnumLabelKey<'EnergyLabel'>, string>;

export default energyLabels;
