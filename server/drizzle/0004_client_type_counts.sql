CREATE TABLE "client_type_counts" (
	"organization_id" integer NOT NULL,
	"client_type" varchar(50) NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_type_counts_organization_id_client_type_is_active_pk" PRIMARY KEY("organization_id","client_type","is_active")
);
--> statement-breakpoint
ALTER TABLE "client_type_counts" ADD CONSTRAINT "client_type_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;