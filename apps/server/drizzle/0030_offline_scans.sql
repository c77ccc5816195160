ALTER TABLE "attendances" ADD COLUMN "sign_in_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "sign_out_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "sign_in_review" varchar(16);--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "sign_out_review" varchar(16);