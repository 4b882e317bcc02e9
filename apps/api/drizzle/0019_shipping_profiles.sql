CREATE TABLE "shipping_profile" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
-- Every store has a default profile and a gift-card profile (Medusa v1 creates both at start).
INSERT INTO "shipping_profile" ("id", "name", "type") VALUES
	('sp_default', 'Default Shipping Profile', 'default'),
	('sp_gift_card', 'Gift Card Profile', 'gift_card');--> statement-breakpoint
-- Until now every option shipped everything: each goes to the default profile.
UPDATE "shipping_option" SET "profile_id" = 'sp_default';--> statement-breakpoint
ALTER TABLE "shipping_option" ALTER COLUMN "profile_id" SET DEFAULT 'sp_default';--> statement-breakpoint
ALTER TABLE "shipping_option" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "profile_id" text DEFAULT 'sp_default' NOT NULL;--> statement-breakpoint
UPDATE "product" SET "profile_id" = 'sp_gift_card' WHERE "is_giftcard";--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_profile_id_shipping_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."shipping_profile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option" ADD CONSTRAINT "shipping_option_profile_id_shipping_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."shipping_profile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Gift cards now ship in their own profile, and a cart is offered only the options of its products'
-- profiles: a free option in that profile, in every region with the manual provider, keeps a gift
-- card on its own purchasable (fresh installs get it from the seed).
INSERT INTO "shipping_option" ("id", "name", "region_id", "profile_id", "provider_id", "price_type", "amount")
SELECT 'so_gift_card_' || "region"."id", 'Gift Card Delivery', "region"."id", 'sp_gift_card', 'manual', 'flat_rate', 0
FROM "region"
WHERE "region"."deleted_at" IS NULL
	AND EXISTS (
		SELECT 1 FROM "region_fulfillment_providers"
		WHERE "region_fulfillment_providers"."region_id" = "region"."id"
			AND "region_fulfillment_providers"."provider_id" = 'manual'
	);
