CREATE TABLE "legal_documents" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_documents_key_lang_pk" PRIMARY KEY("key","lang")
);
