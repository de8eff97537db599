-- One row per scheduled tick of a job: the instance that inserts it runs that tick, every other
-- instance whose timer fired for the same tick skips it (plugins/jobs.ts). Also a record of which
-- instance ran what and how it ended. Rows older than two days are pruned as new ticks are claimed.
CREATE TABLE job_ticks (
  job          text NOT NULL CHECK (length(job) BETWEEN 1 AND 100),
  tick         timestamptz NOT NULL,
  instance     text NOT NULL CHECK (length(instance) <= 200),
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  outcome      text CHECK (outcome IN ('ok', 'failed')),
  PRIMARY KEY (job, tick)
);
