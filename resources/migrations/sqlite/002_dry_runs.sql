-- Saved dispatch dry-runs: capstudio's own table (Sunrise has no such thing). The scenario
-- and the verdict it got when saved are JSON text.
CREATE TABLE "capstudio_dry_run" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "scenario" TEXT NOT NULL CHECK (json_valid("scenario")),
    "verdict" TEXT NOT NULL CHECK (json_valid("verdict")),
    "savedAt" TEXT NOT NULL
);
CREATE INDEX "capstudio_dry_run_name_idx" ON "capstudio_dry_run" ("name");
