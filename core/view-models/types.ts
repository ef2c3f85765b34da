import type { Locale } from '../i18n/locale';

/**
 * The label functions a view model needs — core/i18n's Translator satisfies it. Passed in so view models
 * stay pure and testable in any locale.
 */
export interface ViewModelLabels {
  readonly locale: Locale;
  /** Translated text; an unknown key returns the key. */
  t(key: string, vars?: Record<string, string | number | boolean | null | undefined>): string;
  /** Field label; missing → '_key_' (spec §5). */
  fieldLabel(key: string): string;
  /** Enumeration label; missing → '' (spec §5). */
  enumLabel(enumName: string, code: string | number | null | undefined): string;
}

/** One display field (spec §3 "Estate view model"): formatted value, label in the locale and visibility. */
export interface DisplayField {
  /** Catalogue label key, e.g. 'field.price.totalPrice' or 'field.notary.financial.price'. */
  key: string;
  /** Formatted text for display (units, enum labels, Yes/No, 'Not entered' when a rule asks for it). */
  value: string;
  /** The feed value (-1 cleared to null). */
  raw: unknown;
  label: string;
  visible: boolean;
  /** 'flood-warning' for a flooding score letter after C (spec §5). */
  icon?: 'flood-warning';
  /** Linked information or conformity text of the field (notary feed, spec §3), already in the value's locale. */
  information?: string;
  /** A link the value stands for (documents, virtual visit, notary URL). */
  href?: string;
}

/** A titled group of fields: a broker section or a notary tab. */
export interface FieldGroup<Name extends string = string> {
  name: Name;
  /** Localized title ('section.<name>' or 'tab.<name>'). */
  title: string;
  fields: DisplayField[];
  /** True when at least one field is visible. */
  visible: boolean;
}
