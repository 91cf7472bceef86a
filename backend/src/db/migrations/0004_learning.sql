CREATE TABLE "activity_days" (
	"learner_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "activity_days_learner_id_day_pk" PRIMARY KEY("learner_id","day")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"learner_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"last_lesson_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_progress_learner_id_course_id_pk" PRIMARY KEY("learner_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_ratings" (
	"learner_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_ratings_learner_id_course_id_pk" PRIMARY KEY("learner_id","course_id"),
	CONSTRAINT "course_ratings_rating" CHECK ("course_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "fragment_progress" (
	"learner_id" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"fragment_id" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fragment_progress_learner_id_lesson_id_fragment_id_pk" PRIMARY KEY("learner_id","lesson_id","fragment_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"learner_id" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"course_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_progress_learner_id_lesson_id_pk" PRIMARY KEY("learner_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "practice_results" (
	"learner_id" integer NOT NULL,
	"practice_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"fragment_id" text NOT NULL,
	"practice_type" text NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"completed" boolean NOT NULL,
	"score" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_results_learner_id_lesson_id_practice_id_pk" PRIMARY KEY("learner_id","lesson_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_evaluations" (
	"task_hash" text NOT NULL,
	"lesson_id" text NOT NULL,
	"practice_id" text NOT NULL,
	"prompt_hash" text NOT NULL,
	"lang" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"recommended_prompt" text NOT NULL,
	"evaluator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prompt_evaluations_task_hash_prompt_hash_lang_pk" PRIMARY KEY("task_hash","prompt_hash","lang"),
	CONSTRAINT "prompt_evaluations_score" CHECK ("prompt_evaluations"."score" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_progress" ADD CONSTRAINT "fragment_progress_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_progress" ADD CONSTRAINT "fragment_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_progress_course_id_idx" ON "course_progress" USING btree ("course_id","started_at");--> statement-breakpoint
CREATE INDEX "course_ratings_course_id_idx" ON "course_ratings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_learner_course_idx" ON "lesson_progress" USING btree ("learner_id","course_id");