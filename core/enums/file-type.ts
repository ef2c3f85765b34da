/**
 * Broker document types (estate.files[].type). Not one of the 28 spec §3 field types, but labelled the same
 * way (enum.FileType.<CODE>) so the detail page names a document and never shows its code.
 */
export const FILE_TYPE = ['PLAN', 'EPC', 'BROCHURE'] as const;
export type FileTypeCode = (typeof FILE_TYPE)[number];
