import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_LAYOUT_REM } from './card-layout';

const css = readFileSync('widgets/estate-table/estate-table.css', 'utf8');

describe('the card layout width', () => {
  it('is the table\'s min-width in estate-table.css', () => {
    expect(css).toMatch(new RegExp(`\\.eb-estate-table__table \\{[^}]*min-width: ${CARD_LAYOUT_REM}rem;`));
  });

  it('is the only breakpoint: estate-table.css has no container query or media query of its own for the cards', () => {
    expect(css).not.toMatch(/@container|@media[^{]*width/);
  });
});
