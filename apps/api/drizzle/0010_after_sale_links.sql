ALTER TABLE "line_item" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "order_edit_id" text;--> statement-breakpoint
ALTER TABLE "line_item" ADD COLUMN "original_item_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "swap_id" text;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "claim_order_id" text;--> statement-breakpoint
CREATE INDEX "line_item_swap_idx" ON "line_item" USING btree ("swap_id");--> statement-breakpoint
CREATE INDEX "line_item_claim_idx" ON "line_item" USING btree ("claim_order_id");--> statement-breakpoint
CREATE INDEX "line_item_order_edit_idx" ON "line_item" USING btree ("order_edit_id");