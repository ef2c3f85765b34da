// UI texts of the rental blocks (nl), owned by the rental engineer. Merged into core/i18n/catalogues/nl.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
