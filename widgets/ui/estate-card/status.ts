// Stand-in until core/status lands: spec §4 broker rule (the notary feed is mapped onto broker transaction ids).
import type { Estate } from '../../../core/model';

export function isSoldEstate(estate: Estate): boolean {
  const id = estate.general.transaction?.id;
  return id === 5 || id === 6;
}
