// The complete 'en' catalogue: the base part plus the detail part. Pages load the two parts as two files
// (../load-catalogue.ts); this module is the whole catalogue for code that wants it at once (tests).
import type { Catalogue } from '../types';
import base from './en-base';
import detailPart from './en-detail';

const catalogue: Catalogue = { ...base, ...detailPart };

export default catalogue;
