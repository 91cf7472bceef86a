-- Every backend keeps learners' records and progress in memory and forgets a learner when this
-- channel names them: a change made by any backend, or straight in SQL, reaches every cache.
-- The argument names the column that holds the learner's id.
CREATE FUNCTION notify_learner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'learner_changed',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER learners_changed AFTER INSERT OR UPDATE OR DELETE ON learners
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('id');
--> statement-breakpoint
CREATE TRIGGER course_progress_changed AFTER INSERT OR UPDATE OR DELETE ON course_progress
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('learner_id');
--> statement-breakpoint
CREATE TRIGGER lesson_progress_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('learner_id');
--> statement-breakpoint
CREATE TRIGGER fragment_progress_changed AFTER INSERT OR UPDATE OR DELETE ON fragment_progress
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('learner_id');
--> statement-breakpoint
CREATE TRIGGER practice_results_changed AFTER INSERT OR UPDATE OR DELETE ON practice_results
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('learner_id');
