// Publishable-key scope checks: which channels a read may use, and how a violation answers —
// with Medusa's MultipleErrors body (§2), a 400 that lists every problem instead of `{type, message}`.
import type { Context } from "hono";
import type { SalesChannelScope } from "./sales-channel-scope";

export const MULTIPLE_ERRORS_MESSAGE =
  "Provided request body contains errors. Please check the data and retry the request";

export function multipleErrorsResponse(c: Context, errors: string[]): Response {
  return c.json({ errors, message: MULTIPLE_ERRORS_MESSAGE }, 400);
}

/** Medusa's wording for a product or variant fetched by id outside the request's channels. */
export function outOfScopeMessage(
  kind: "Product" | "Variant",
  id: string,
  scope: SalesChannelScope,
): string {
  return scope.publishableKeyId === null
    ? `${kind} with id: ${id} is not associated with the store's default sales channel.`
    : `${kind} with id: ${id} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`;
}

/** Thrown by catalogue code when a request reaches outside its channels; see `withScopeErrors`. */
export class SalesChannelScopeError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(", "));
    this.name = "SalesChannelScopeError";
  }
}

/** Runs a route body and turns a `SalesChannelScopeError` into the MultipleErrors 400. */
export async function withScopeErrors(
  c: Context,
  respond: () => Promise<Response>,
): Promise<Response> {
  try {
    return await respond();
  } catch (error) {
    if (error instanceof SalesChannelScopeError) return multipleErrorsResponse(c, error.errors);
    throw error;
  }
}

/**
 * The channels a read is limited to. An explicit `sales_channel_id` wins, but with a key it
 * must lie inside the key's channels; otherwise the scope's channels apply.
 */
export function effectiveSalesChannels(
  scope: SalesChannelScope,
  requested: string[] | undefined,
): string[] {
  if (requested === undefined || requested.length === 0) return scope.salesChannelIds;
  const keyChannels = scope.publishableKeyId === null ? [] : scope.salesChannelIds;
  if (keyChannels.length > 0 && !requested.every((id) => keyChannels.includes(id))) {
    throw new SalesChannelScopeError([
      `Provided sales channel id param: ${requested.join(",")} is not associated with the Publishable API Key passed in the header of the request.`,
    ]);
  }
  return [...requested].sort();
}
