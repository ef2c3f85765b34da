import { describe, expect, it } from 'vitest';
import { problemsIn } from './raw-text-scan';

const catalogue = { 'estate.no.results': 'Geen panden', 'field.energy.epc': 'EPC-waarde', 'tab.epc': 'EPC' };

describe('the raw-text scan of rendered blocks', () => {
  it.each([
    ['a code as a whole text', 'Verwarming\nPELLET', 'code PELLET'],
    ['a code inside a text', 'Dak: SADDLEBACK', 'code SADDLEBACK'],
    ['a document type', 'PLAN\nDocument openen', 'code PLAN'],
    ['a rental price period', '€ 900 / MONTH', 'code MONTH'],
    ['a catalogue key', 'estate.no.results', 'key estate.no.results'],
    ['an unlabelled field', '_field.general.foo_', 'label _field.general.foo_'],
    ['doubled brackets', 'Telefoon ((optioneel))', 'brackets ((optioneel))'],
  ])('finds %s', (_what, text, problem) => {
    expect(problemsIn(text, catalogue)).toContain(problem);
  });

  it('leaves words the catalogue writes in capitals alone', () => {
    expect(problemsIn('EPC-waarde 120\nEPC\nGeen panden', catalogue)).toEqual([]);
  });
});
