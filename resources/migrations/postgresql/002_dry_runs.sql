-- Saved dispatch dry-runs: capstudio's own table, only in a database capstudio created.
CREATE TABLE "capstudio_dry_run" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "scenario" JSONB NOT NULL,
    "verdict" JSONB NOT NULL,
    "savedAt" TIMESTAMP(3) NOT NULL
);
CREATE INDEX "capstudio_dry_run_name_idx" ON "capstudio_dry_run" ("name");
