DROP INDEX "line_item_order_idx";--> statement-breakpoint
CREATE INDEX "line_item_order_idx" ON "line_item" USING btree ("order_id") WHERE order_id is not null;