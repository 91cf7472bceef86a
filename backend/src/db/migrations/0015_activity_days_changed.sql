-- Every backend keeps learners' active days in memory too (the streak): a day added by any backend,
-- or straight in SQL, names its learner on the channel of 0007.
CREATE TRIGGER activity_days_changed AFTER INSERT OR UPDATE OR DELETE ON activity_days
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed('learner_id');
