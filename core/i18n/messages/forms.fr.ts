// UI texts of the forms blocks (fr), owned by the forms engineer. Merged into core/i18n/catalogues/fr.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
