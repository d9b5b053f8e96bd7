-- Where the last deployment scan of each connection stopped (scan --since-last): capstudio's
-- own table. "findings" holds the keys of the findings near the end, which the next scan
-- reads again and does not report twice.
CREATE TABLE "capstudio_scan_mark" (
    "connection" TEXT NOT NULL PRIMARY KEY,
    "scannedUntil" TEXT NOT NULL,
    "findings" TEXT NOT NULL CHECK (json_valid("findings")),
    "scannedAt" TEXT NOT NULL
);
