// UI texts of the forms blocks (nl), owned by the forms engineer. Merged into core/i18n/catalogues/nl.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
