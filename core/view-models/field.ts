import { clearDisplayValue, isEmptyDisplayValue } from '../display/empty';
import { floodingScoreHasIcon } from '../display/flooding';
import { formatAs, formatKindForField, type FormatKind } from '../format/field-formats';
import type { DisplayField, FieldGroup, ViewModelLabels } from './types';
import { LOCALES } from '../i18n/locale';

export interface FieldSpec {
  /** Catalogue label key. */
  key: string;
  raw: unknown;
  /** Formatter; defaults to the spec §9 field→formatter map on `key`. */
  kind?: FormatKind;
  /** Enumeration of a code value (spec §3 field types): shown as its label, the code when it has none. */
  enumName?: string;
  /** Visibility; defaults to "not empty, null or zero" (spec §3). */
  visible?: boolean;
  /** A text key shown instead of an empty value ('field.not_entered', proceedings default). */
  textKey?: string;
  /** A label already translated (e.g. a criterion or an extra field's own label). */
  label?: string;
  flood?: boolean;
  information?: unknown;
  href?: string;
}

const LOCALE_KEYS = new Set<string>(LOCALES);

/** True for a per-language text object { nl, fr, … }. */
export function isTranslated(value: unknown): value is Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => LOCALE_KEYS.has(k));
}

/** The text of a per-language object in the labels' locale ('' when that language has none). */
export function localText(value: unknown, labels: ViewModelLabels): string {
  if (typeof value === 'string') return value;
  if (isTranslated(value)) return value[labels.locale] ?? '';
  return '';
}

/** Formats a raw feed value for display: booleans Yes/No, codes by enumeration, per-language texts, units. */
export function displayValue(key: string, raw: unknown, labels: ViewModelLabels, kind?: FormatKind, enumName?: string): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'boolean') return labels.t(raw ? 'common.yes' : 'common.no');
  if (enumName && (typeof raw === 'string' || typeof raw === 'number')) return labels.enumLabel(enumName, raw);
  if (isTranslated(raw)) return localText(raw, labels);
  return formatAs(kind ?? formatKindForField(key), raw, labels.locale);
}

const enumHasNoLabel = (spec: FieldSpec, value: string) => Boolean(spec.enumName) && value.trim() === '';

/** Builds one display field from its spec. */
export function createField(spec: FieldSpec, labels: ViewModelLabels): DisplayField {
  const raw = clearDisplayValue(spec.raw);
  const empty = isEmptyDisplayValue(raw) || (isTranslated(raw) && localText(raw, labels) === '');
  let value = displayValue(spec.key, raw, labels, spec.kind, spec.enumName);
  // A code without a label in this language (an unknown code) has nothing to show: the row goes, never a label beside nothing.
  const unlabelled = !empty && enumHasNoLabel(spec, value);
  if ((empty || unlabelled) && spec.textKey) value = labels.t(spec.textKey);
  const visible = unlabelled && !spec.textKey ? false : (spec.visible ?? !empty);
  const field: DisplayField = { key: spec.key, value, raw, label: spec.label ?? labels.fieldLabel(spec.key), visible };
  if (spec.flood && floodingScoreHasIcon(raw)) field.icon = 'flood-warning';
  const information = typeof spec.information === 'string' ? spec.information : localText(spec.information, labels);
  if (information.trim() !== '' && !isEmptyDisplayValue(information)) field.information = information;
  if (spec.href) field.href = spec.href;
  return field;
}

/** A titled group; visible when any field is. */
export function createGroup<Name extends string>(name: Name, titleKey: string, fields: DisplayField[], labels: ViewModelLabels): FieldGroup<Name> {
  return { name, title: labels.t(titleKey), fields, visible: fields.some((f) => f.visible) };
}
