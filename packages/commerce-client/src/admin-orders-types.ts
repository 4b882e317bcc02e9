// Admin API wire types for running the shop (contract medusa-v1 §12.1, §12.3, §12.5): notes,
// notifications, regions, shipping options and store settings (orders, customer groups and price
// lists take theirs from the declarations). Money is in the currency's minor unit; tax rates are
// percentages.
import type {
  AdminGetNotes,
  AdminPostRegions,
  AdminPostShippingOptions,
  AdminPostStore,
  AdminPostNotes,
  AdminPostNotificationsNotificationResend,
  Body,
  Query,
} from "@atelier/contracts";

// ---------------------------------------------------------------- notes and notifications

export type NoteListQuery = Query<typeof AdminGetNotes>;

export type CreateNoteInput = Body<typeof AdminPostNotes>;

export type ResendNotificationInput = Body<typeof AdminPostNotificationsNotificationResend>;

// ---------------------------------------------------------------- regions and shipping (contract §12.1)

/** What the web's region form sends (to create or to update). */
export type CreateRegionInput = Body<typeof AdminPostRegions>;

/** One requirement of a shipping option, as the web's shipping option form sends it. */
export type ShippingRequirementInput = NonNullable<
  Body<typeof AdminPostShippingOptions>["requirements"]
>[number];

// ---------------------------------------------------------------- store settings (contract §12.3)

/** What the web's store settings form sends. */
export type UpdateStoreInput = Body<typeof AdminPostStore>;
