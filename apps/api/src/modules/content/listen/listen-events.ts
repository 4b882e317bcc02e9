// Turns a committed transaction into the `mutation` events one listener receives (contract §3.2):
// each effect is matched against the listener's filter before and after the change, which gives
// the transition (appear / update / disappear); documents the listener may not see are skipped.
import type { ContentDocument, ContentTransaction, DocumentEffect } from "../types";

export interface ListenOptions {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  /** `effectFormat=mendoza`: `effects: {apply, revert}` as whole-value replacements. */
  mendoza: boolean;
}

export interface MutationEvent {
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: "appear" | "update" | "disappear";
  identity: string;
  mutations?: Record<string, unknown>[];
  previousRev: string | null;
  resultRev: string | null;
  timestamp: string;
  visibility: "query";
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
  result?: ContentDocument;
  previous?: ContentDocument | null;
  effects?: { apply: unknown[]; revert: unknown[] };
}

/** Whether a document matches the listener's filter; a failing evaluation counts as no match. */
export type Matcher = (document: ContentDocument) => Promise<boolean>;

/**
 * The transaction's changes to one document, as mutations: the store announces effects, not the
 * request's mutations, so a change is told as the document it produced (or its deletion).
 */
function mutationsOf(effect: DocumentEffect): Record<string, unknown>[] {
  return effect.result
    ? [{ createOrReplace: effect.result }]
    : [{ delete: { id: effect.documentId } }];
}

export async function mutationEvents(
  transaction: ContentTransaction,
  options: ListenOptions,
  visible: (documentId: string) => boolean,
  matches: Matcher,
): Promise<MutationEvent[]> {
  const matched: { effect: DocumentEffect; transition: MutationEvent["transition"] }[] = [];
  for (const effect of transaction.effects) {
    if (!visible(effect.documentId)) continue;
    const before = effect.previous ? await matches(effect.previous) : false;
    const after = effect.result ? await matches(effect.result) : false;
    if (!before && !after) continue;
    matched.push({
      effect,
      transition: before && after ? "update" : after ? "appear" : "disappear",
    });
  }
  return matched.map(({ effect, transition }, index) => {
    const event: MutationEvent = {
      eventId: `${transaction.transactionId}#${effect.documentId}`,
      documentId: effect.documentId,
      transactionId: transaction.transactionId,
      transition,
      identity: transaction.author ?? "",
      previousRev: effect.previousRev,
      resultRev: effect.resultRev,
      timestamp: transaction.timestamp,
      visibility: "query",
      transactionTotalEvents: matched.length,
      transactionCurrentEvent: index,
    };
    if (options.includeMutations) event.mutations = mutationsOf(effect);
    if (options.includeResult && effect.result) event.result = effect.result;
    if (options.includePreviousRevision) event.previous = effect.previous;
    if (options.mendoza) {
      event.effects = { apply: [0, effect.result ?? null], revert: [0, effect.previous ?? null] };
    }
    return event;
  });
}

/** One Server-Sent Event: `event:`, optional `id:`, and the data as one line of JSON. */
export function sseEvent(name: string, data: unknown, id?: string): string {
  return `event: ${name}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

/** The keep-alive: an SSE comment, ignored by every EventSource. */
export const KEEP_ALIVE = ": ping\n\n";
