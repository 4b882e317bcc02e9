DROP INDEX "line_item_swap_idx";--> statement-breakpoint
DROP INDEX "line_item_claim_idx";--> statement-breakpoint
DROP INDEX "line_item_order_edit_idx";--> statement-breakpoint
CREATE INDEX "line_item_swap_idx" ON "line_item" USING btree ("swap_id") WHERE swap_id is not null;--> statement-breakpoint
CREATE INDEX "line_item_claim_idx" ON "line_item" USING btree ("claim_order_id") WHERE claim_order_id is not null;--> statement-breakpoint
CREATE INDEX "line_item_order_edit_idx" ON "line_item" USING btree ("order_edit_id") WHERE order_edit_id is not null;