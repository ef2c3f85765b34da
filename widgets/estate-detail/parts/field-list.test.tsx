import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FieldList } from './field-list';

afterEach(() => vi.restoreAllMocks());

describe('FieldList', () => {
  it('lists fields that share a catalogue key (build technicals, facilities) each once, without a duplicate-key warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <FieldList
        fields={[
          { key: 'field.buildTechnicals.value', label: 'Schrijnwerk', value: 'Hout' },
          { key: 'field.buildTechnicals.value', label: 'Beglazing', value: 'Dubbel glas' },
          { key: 'field.buildTechnicals.value', label: 'Beglazing', value: 'Driedubbel glas' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Schrijnwerk', 'Beglazing', 'Beglazing']);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Hout', 'Dubbel glas', 'Driedubbel glas']);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
