/**
 * Every rate the purchase-cost panel uses, one row each, with the date it is valid from and where it is
 * published. Updating a rate is editing its row; the panel shows the latest `validFrom` of the rows it used.
 */
export type RateId =
  | 'duties.FLANDERS.other'
  | 'duties.FLANDERS.ownHome'
  | 'duties.FLANDERS.ownHomeRenovation'
  | 'duties.WALLONIA.other'
  | 'duties.WALLONIA.ownHome'
  | 'duties.BRUSSELS.other'
  | 'duties.BRUSSELS.ownHome'
  | 'duties.BRUSSELS.abatement'
  | 'duties.BRUSSELS.abatementPriceCap'
  | 'vat.newBuild'
  | 'notary.scale.1'
  | 'notary.scale.2'
  | 'notary.scale.3'
  | 'notary.scale.4'
  | 'notary.scale.5'
  | 'notary.scale.6'
  | 'notary.scale.7'
  | 'notary.adminCosts'
  | 'notary.vat';

export interface RateRow {
  id: RateId;
  /** A fraction (0.12 = 12 %) or, for amounts and caps, euros. */
  value: number;
  /** Notary scale: the upper bound of the bracket in euros (null: no bound). */
  upTo?: number | null;
  /** ISO date the value applies from (deed date). */
  validFrom: string;
  source: string;
}

const VLAANDEREN_2025 = 'https://temp.notaris.be/calculatoren/wonen/aankoopkosten-van-een-woning-en/bouwgrond-berekenen (update of 1 Jan 2025); https://www.livios.be/nl/artikel/100448/de-registratierechten-zakken-in-2025-naar-2-voor-de-eerste-woning';
const VLAANDEREN_2022 = 'Flemish tax code art. 2.9.4.2.1 as reformed on 1 Jan 2022: https://www.demorgen.be/voor-u-uitgelegd/wordt-een-woning-kopen-straks-echt-goedkoper-alles-wat-u-moet-weten-over-de-nieuwe-registratierech-ten~b652b3ca/';
const WALLONIE = 'Walloon decree of 5 Dec 2024 (MB 13 Dec 2024), circular 2025/C/42: https://trends.levif.be/immo/immobilier-en-wallonie-les-droits-denregistrement-passent-de-125-a-3';
const BRUXELLES = 'Brussels Code of registration duties art. 46bis (ordinance in force 1 Apr 2023): https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement';
const NOTARIS = "Royal Decree of 16 Dec 1950 on notaries' fees (sales scale), as amended by RD of 22 Nov 2022; brackets as published with https://www.notaris.be/rekenmodules/aankoop: https://www.habicom.be/nl/faq/kosten-bij-de-aankoop-van-een-woning";

export const PURCHASE_COST_RATES: readonly RateRow[] = [
  { id: 'duties.FLANDERS.other', value: 0.12, validFrom: '2022-01-01', source: VLAANDEREN_2022 },
  { id: 'duties.FLANDERS.ownHome', value: 0.02, validFrom: '2025-01-01', source: VLAANDEREN_2025 },
  { id: 'duties.FLANDERS.ownHomeRenovation', value: 0.01, validFrom: '2022-01-01', source: VLAANDEREN_2022 },
  { id: 'duties.WALLONIA.other', value: 0.125, validFrom: '2025-01-01', source: WALLONIE },
  { id: 'duties.WALLONIA.ownHome', value: 0.03, validFrom: '2025-01-01', source: WALLONIE },
  { id: 'duties.BRUSSELS.other', value: 0.125, validFrom: '2023-04-01', source: BRUXELLES },
  { id: 'duties.BRUSSELS.ownHome', value: 0.125, validFrom: '2023-04-01', source: BRUXELLES },
  { id: 'duties.BRUSSELS.abatement', value: 200_000, validFrom: '2023-04-01', source: BRUXELLES },
  { id: 'duties.BRUSSELS.abatementPriceCap', value: 600_000, validFrom: '2023-04-01', source: BRUXELLES },
  { id: 'vat.newBuild', value: 0.21, validFrom: '1996-01-01', source: 'https://www.notaris.be/verkopen-kopen-huren-lenen/bouwen/de-btw-regeling-bij-nieuwbouw' },
  { id: 'notary.scale.1', value: 0.0456, upTo: 7_500, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.2', value: 0.0285, upTo: 17_500, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.3', value: 0.0228, upTo: 30_000, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.4', value: 0.0171, upTo: 45_495, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.5', value: 0.0114, upTo: 64_095, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.6', value: 0.0057, upTo: 250_095, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.scale.7', value: 0.00057, upTo: null, validFrom: '2023-01-01', source: NOTARIS },
  { id: 'notary.adminCosts', value: 750, validFrom: '2023-01-01', source: 'https://trends.levif.be/economie/immo/reforme-du-notariat-les-frais-de-notaire-revus-a-la-baisse/article-news-1531689.html (fixed administrative costs of a deed of sale)' },
  { id: 'notary.vat', value: 0.21, validFrom: '2012-01-01', source: NOTARIS },
];

export function rate(id: RateId): RateRow {
  const row = PURCHASE_COST_RATES.find((r) => r.id === id);
  if (!row) throw new Error(`purchase-cost rate ${id} missing`);
  return row;
}
