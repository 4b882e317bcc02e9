// Trade professionals: profiles that applied to the trade programme (spec §8).
import { z } from "zod";
import { Timestamp, timestamps } from "../common/fields";

export const TradeStatus = z.enum(["pending", "approved", "rejected"]);
export type TradeStatus = z.infer<typeof TradeStatus>;

/** A profile that applied to the trade programme, with the customer account of its email. */
export const TradeProfessional = z
  .object({
    ...timestamps,
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    trade_type: z.string().nullable(),
    website: z.string().nullable(),
    tax_id: z.string().nullable(),
    trade_status: TradeStatus,
    trade_applied_at: Timestamp.nullable(),
    trade_reviewed_at: Timestamp.nullable(),
    customer_id: z.string().nullable(),
  })
  .meta({ id: "TradeProfessional" });
export type TradeProfessional = z.infer<typeof TradeProfessional>;
