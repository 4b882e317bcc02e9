// Payments as the Admin API answers them (Medusa v1 §12.1, §12.5).
import type { z } from "zod";
import { Payment } from "./entities";

/** A payment's own columns; swaps do not exist here, so no `swap_id` is sent. */
export const AdminPayment = Payment.omit({ swap_id: true }).meta({ id: "AdminPayment" });
export type AdminPayment = z.infer<typeof AdminPayment>;
