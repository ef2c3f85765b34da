/**
 * Up to this block width (rem) rows are cards: the table's min-width and its container query in
 * estate-table.css use the same number (CSS cannot read it from here: a container query takes no var()).
 */
export const CARD_LAYOUT_REM = 70.375;
