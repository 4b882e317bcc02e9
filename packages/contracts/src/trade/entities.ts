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

/** A profile's place in the trade programme: `none` until its customer applies. */
export const ProfileTradeStatus = z.enum(["none", ...TradeStatus.options]);
export type ProfileTradeStatus = z.infer<typeof ProfileTradeStatus>;

/** The signed-in customer's own profile: contact details and trade application (spec §3). */
export const CustomerProfile = z
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
    trade_status: ProfileTradeStatus,
    trade_applied_at: Timestamp.nullable(),
    trade_reviewed_at: Timestamp.nullable(),
  })
  .meta({ id: "CustomerProfile" });
export type CustomerProfile = z.infer<typeof CustomerProfile>;
