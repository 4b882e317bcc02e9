// Draft-order messages (Medusa v1 `admin/draft-orders/*`, `services/draft-order.ts`), one place.
import { invalidData, notAllowed, notFound } from "../../http/errors";

/** Medusa's title for a custom line sent without one. */
export const CUSTOM_LINE_TITLE = "Custom item";

export const draftNotFound = (id: string) => notFound(`Draft order with ${id} was not found`);
export const draftNotOpen = () => notAllowed("You are only allowed to update open draft orders");
export const draftCompleted = () => notAllowed("The draft order is already completed");
export const completedDraftKept = () =>
  notAllowed("A completed draft order can't be deleted: its order points at it");
export const draftLineNotFound = () => invalidData("Could not find the line item");
export const customerNotFound = (id: string) => invalidData(`Customer with id ${id} was not found`);
