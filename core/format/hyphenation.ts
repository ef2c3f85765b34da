/**
 * Hyphenation points for the long compound words of the catalogues that the table's narrow columns show
 * (property types and floors), written as the word with '-' where it may break: compounds break between their parts.
 * `hyphens: auto` depends on the visitor's browser having a dictionary for the page's language (headless
 * and Linux Chromium have none and break "Vakantieappartem|ent" at the column's edge), so narrow columns
 * get soft hyphens from this list instead and the same breaks show in every browser.
 */
const POINTS = [
  // nl
  'Vakantie-appartement', 'Opbrengst-eigendom', 'Nieuwbouw-woning', 'Nieuwbouw-project', 'Woonzorg-centrum',
  'Hoek-appartement', 'Assistentie-woning', 'Schoonheids-salon', 'Kangoeroe-woning', 'Bedrijven-centrum',
  'Coworking-ruimte', 'Tuin-appartement', 'Kinder-dagverblijf', 'Dak-appartement', 'Renovatie-project',
  'Arbeiders-woning', 'Landbouw-bedrijf', 'Studenten-kamer', 'Meesters-woning', 'Gelijk-vloers',
  // de
  'Dach-geschoss-wohnung', 'Zwei-generationen-haus', 'Land-wirtschafts-betrieb', 'Erd-geschoss-wohnung',
  'Parkplatz-grundstück', 'Gewerbe-grundstück', 'Industrie-grundstück', 'Gastronomie-betrieb', 'Einzimmer-wohnung',
  'Einzelhandels-fläche', 'Außer-gewöhnliche', 'Frühstücks-pension', 'Freizeit-grundstück',
  'Geschäfts-zentrum', 'Projekt-grundstück', 'Garten-grundstück', 'Sanierungs-projekt', 'Hochparterre-haus',
  'Senioren-wohnung', 'Mehrfamilien-haus', 'Studenten-zimmer', 'Ausstellungs-raum', 'Kinder-tagesstätte',
  'Gewerbe-gebäude', 'Autowasch-anlage', 'Doppelhaus-hälfte', 'Reihenmittel-haus', 'Produktions-halle',
  'Unter-geschoss', 'Erd-geschoss',
];

const SOFT_HYPHEN = '\u00ad';
const BY_WORD = new Map(POINTS.map((word) => [word.replace(/-/g, '').toLowerCase(), word.split('-').map((part) => part.length)]));

/** The text with a soft hyphen at each known hyphenation point of its words (any case); other words as they are. */
export function withHyphenationPoints(text: string): string {
  return text.replace(/[\p{L}]+/gu, (word) => {
    const parts = BY_WORD.get(word.toLowerCase());
    if (!parts) return word;
    let at = 0;
    return parts.map((length) => word.slice(at, (at += length))).join(SOFT_HYPHEN);
  });
}
