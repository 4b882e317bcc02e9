// Every table of the API in one module, for drizzle-kit (drizzle.config.ts), the typed database
// (db/client.ts), the seed and the tests. Each domain keeps its tables in
// modules/<domain>/tables.ts, and code inside the API imports them from there, not from here.
// Column names follow the Medusa v1 wire format so rows map to responses with little
// translation. Money is an integer in minor units.
export * from "../http/idempotency-table";
export * from "../modules/auth/tables";
export * from "../modules/carts/tables";
export * from "../modules/catalogue/tables";
export * from "../modules/claims/tables";
export * from "../modules/content/tables";
export * from "../modules/customers/tables";
export * from "../modules/discounts/tables";
export * from "../modules/draft-orders/tables";
export * from "../modules/forms/tables";
export * from "../modules/gift-cards/tables";
export * from "../modules/inventory/tables";
export * from "../modules/mail/tables";
export * from "../modules/media/tables";
export * from "../modules/notes/tables";
export * from "../modules/order-edits/tables";
export * from "../modules/orders/tables";
export * from "../modules/payment-collections/tables";
export * from "../modules/payments/tables";
export * from "../modules/pricing/tables";
export * from "../modules/regions/tables";
export * from "../modules/returns/tables";
export * from "../modules/sales-channels/tables";
export * from "../modules/shipping/tables";
export * from "../modules/staff/tables";
export * from "../modules/store-settings/tables";
export * from "../modules/swaps/tables";
export * from "../modules/taxes/tables";
export * from "../modules/trade/tables";
export * from "../modules/batch-jobs/tables";
