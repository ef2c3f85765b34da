// UI texts of the rental blocks (en), owned by the rental engineer. Merged into core/i18n/catalogues/en.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
