import type { Metadata } from "@atelier/commerce-client";

/** A text field staff keep in an entity's metadata (collections have no description column). */
export function metadataText(metadata: Metadata, key: string): string | undefined {
  const value = metadata?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
