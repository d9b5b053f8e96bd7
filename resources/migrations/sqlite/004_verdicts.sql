-- Verdicts on the findings of a live connection's conversations (capstudio review add --from):
-- capstudio's own table. Each row is signed; the signature covers every column but itself.
CREATE TABLE "capstudio_verdict" (
    "connection" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "finding" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "pointer" TEXT NOT NULL,
    "verdict" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "reviewer" TEXT NOT NULL,
    "time" TEXT NOT NULL,
    "evidenceSha256" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    PRIMARY KEY ("connection", "conversationId", "finding")
);
