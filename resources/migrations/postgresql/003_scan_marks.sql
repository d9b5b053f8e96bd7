-- Where the last deployment scan of each connection stopped (scan --since-last): capstudio's
-- own table, only in a database capstudio created.
CREATE TABLE "capstudio_scan_mark" (
    "connection" TEXT NOT NULL PRIMARY KEY,
    "scannedUntil" TIMESTAMP(3) NOT NULL,
    "findings" JSONB NOT NULL,
    "scannedAt" TIMESTAMP(3) NOT NULL
);
