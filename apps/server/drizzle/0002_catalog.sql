CREATE TABLE "landscape_objects" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"object_type" integer NOT NULL,
	"description" text NOT NULL,
	"shape" text NOT NULL,
	"width" double precision NOT NULL,
	"depth" double precision NOT NULL,
	"min_width" double precision NOT NULL,
	"max_width" double precision NOT NULL,
	"min_depth" double precision NOT NULL,
	"max_depth" double precision NOT NULL,
	"height_m" double precision NOT NULL,
	"rotatable" boolean NOT NULL,
	"sun" text NOT NULL,
	"fire_class" text,
	"tags" jsonb NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"sources" jsonb NOT NULL,
	CONSTRAINT "landscape_objects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "object_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "object_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "landscape_objects" ADD CONSTRAINT "landscape_objects_object_type_object_types_id_fk" FOREIGN KEY ("object_type") REFERENCES "public"."object_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landscape_objects_object_type_idx" ON "landscape_objects" USING btree ("object_type");