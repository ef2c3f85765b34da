/**
 * What the props-only parts of the detail block render: labels and values already translated and
 * formatted by core (view models, display rules, formatters). Built in to-detail-model.ts.
 */
export interface FieldView {
  key: string;
  label: string;
  value: string;
  /** A link (document, virtual visit, e-mail, phone). */
  href?: string;
  /** HTML from the feed (sanitized when rendered). */
  html?: string;
  /** Extra warning shown with an icon, e.g. a flooding score after C (spec §5). */
  warning?: string;
}

export interface SectionView {
  key: string;
  title: string;
  fields: FieldView[];
}

export interface ContactPersonView {
  name: string;
  picture?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  description?: string;
}

export interface UnitRowView {
  id: number;
  href: string;
  name: string;
  type: string;
  bedrooms: string;
  surface: string;
  price: string;
  sold: boolean;
}

export interface FloorGroupView {
  /** Floor level; null for units without one. */
  level: number | null;
  label: string;
  units: UnitRowView[];
}

export type { PublicSaleView } from './listing-view-model';
export type { EpcView } from './estate-media';
import type { EpcView } from './estate-media';
import type { PublicSaleView } from './listing-view-model';

export interface ParentView {
  title: string;
  href: string;
}

/** One fact of the bar under the title: living area, bedrooms, transaction. */
export interface KeyFactView {
  key: 'livingArea' | 'bedrooms' | 'transaction';
  label: string;
  value: string;
}

/** Everything the detail block shows of one record. */
export interface DetailModel {
  id: number;
  feed: 'broker' | 'notary';
  title: string;
  /** Sub-type and transaction, e.g. 'Villa te koop'. */
  subtitle: string;
  address: string;
  /** Formatted price, or the transaction name when sold (spec §2). */
  price: string;
  sold: boolean;
  /** A closed estate's transaction as the feed names it ('Verhuurd', 'Vendu') for its badge; absent: the sold label. */
  closedName?: string;
  /** Label of the price line: 'Prijs' (a project's value reads 'vanaf € …'), the transaction when sold. */
  priceLabel: string;
  /** Visible key facts, in order; the EPC label badge comes from `epc`. */
  keyFacts: KeyFactView[];
  sticker?: { name: string; color?: string | null; colorText?: string | null };
  reference: string;
  images: { src: string; thumbnail?: string; alt: string; caption?: string }[];
  /** The feed's short description (plain text), shown above the full one. */
  lead: string;
  descriptionHtml: string;
  /** Broker-feed sections (spec §2 order), only those with visible content. */
  sections: SectionView[];
  /** Notary-feed tabs (spec §2), only those with visible content and not hidden. */
  tabs: SectionView[];
  epc?: EpcView;
  sharedEpc?: EpcView;
  contactPerson?: ContactPersonView;
  virtualVisit?: string;
  /** A project's units grouped by floor. */
  units: FloorGroupView[];
  /** Notary public sale / auction data, when the listing has any. */
  publicSale?: PublicSaleView;
  /** A unit's project. */
  parent?: ParentView;
  /** The canonical path of this page (route + current slug). */
  canonicalPath: string;
  /** The raw record for cards and forms (favorite, similar, contact). */
  isProject: boolean;
}
