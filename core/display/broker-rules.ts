import type { Estate } from '../model/estate';
import { isEmptyDisplayValue, isConformityVisible, NOT_ENTERED_KEY } from './empty';

/** How one field displays: hidden, its value, or a text key shown in place of the missing value. */
export interface FieldDisplayRule {
  visible: boolean;
  /** Show this catalogue text instead of the (empty) value: 'field.not_entered' or a default text. */
  textKey?: string;
}

/** Default text key of the proceedings field when it is null (spec §5). */
export const PROCEEDINGS_DEFAULT_KEY = 'field.proceedings.default';

/** general.* planning fields: shown with a value, or always outside Wallonia (spec §5). */
export const BROKER_PLANNING_FIELDS = [
  'townPlanningValue',
  'townPlanningViolation',
  'buildingLicense',
  'allocationLicense',
  'presaleRight',
  'heritageProtected',
  'renovationObligation',
] as const;

/** general.* fields shown only for non-Walloon estates with a value (spec §5). */
export const BROKER_NON_WALLOON_FIELDS = ['certificateAsBuilt', 'floodingScoreBuilding', 'floodingScoreParcel', 'heritageInventoried'] as const;

/** technical.* fields shown only when defined (spec §5). */
export const BROKER_DEFINED_ONLY_FIELDS = ['available', 'certificateConformity', 'certificateElectricity'] as const;

/** True when the estate's region is WALLONIA (address region first, then the estate's own). */
export function isWalloon(estate: Pick<Estate, 'general' | 'region'>): boolean {
  const region = estate.general?.address?.region ?? estate.region;
  return typeof region === 'string' && region.trim().toUpperCase() === 'WALLONIA';
}

const isDefined = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * spec §5 broker-feed display rule for a field, by its label key path ('general.buildingLicense',
 * 'technical.certificateConformity', 'general.proceedings'); other fields follow the default rule.
 */
export function brokerFieldRule(estate: Estate, path: string, value: unknown): FieldDisplayRule {
  const [group, name] = path.replace(/^field\./, '').split('.');
  const empty = isEmptyDisplayValue(value);
  if (group === 'general') {
    if (name === 'proceedings') return empty ? { visible: true, textKey: PROCEEDINGS_DEFAULT_KEY } : { visible: true };
    if ((BROKER_PLANNING_FIELDS as readonly string[]).includes(name)) {
      if (!empty) return { visible: true };
      return isWalloon(estate) ? { visible: false } : { visible: true, textKey: NOT_ENTERED_KEY };
    }
    if ((BROKER_NON_WALLOON_FIELDS as readonly string[]).includes(name)) return { visible: !isWalloon(estate) && !empty };
  }
  if (group === 'technical' && (BROKER_DEFINED_ONLY_FIELDS as readonly string[]).includes(name)) {
    if (name === 'certificateConformity') return { visible: isConformityVisible(value) };
    return { visible: isDefined(value) && !empty };
  }
  return { visible: !empty };
}
