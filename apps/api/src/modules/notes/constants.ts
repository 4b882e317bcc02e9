// Staff notes (contract medusa-v1 §12.1). The limits are ours.

/** GET /admin/notes without a limit returns 50 notes (contract §12.1). */
export const NOTES_DEFAULT_LIMIT = 50;
export const NOTES_MAX_LIMIT = 200;

/** A note is a paragraph or a few, not a document. */
export const MAX_NOTE_LENGTH = 10_000;

/** Resource types are names such as `order`; resource ids are Medusa ids. */
export const MAX_RESOURCE_TYPE_LENGTH = 100;
