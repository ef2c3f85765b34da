/**
 * Up to this block width (rem) rows are cards (the block's `eb-estate-table--cards` class): the table's
 * min-width in estate-table.css is the same number, so the table never scrolls sideways.
 */
export const CARD_LAYOUT_REM = 70.375;
