-- capstudio workspace schema, SQLite dialect. Table and column names follow Sunrise's
-- Prisma schema (snake_case tables, camelCase quoted columns); JSON columns hold JSON text,
-- booleans are 0/1, timestamps are ISO-8601 UTC text with milliseconds.
CREATE TABLE "ai_capability" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "functionDefinition" TEXT NOT NULL CHECK (json_valid("functionDefinition")),
    "executionType" TEXT NOT NULL,
    "executionHandler" TEXT NOT NULL,
    "executionConfig" TEXT CHECK ("executionConfig" IS NULL OR json_valid("executionConfig")),
    "requiresApproval" INTEGER NOT NULL DEFAULT 0,
    "approvalTimeoutMs" INTEGER,
    "rateLimit" INTEGER,
    "isIdempotent" INTEGER NOT NULL DEFAULT 0,
    "isActive" INTEGER NOT NULL DEFAULT 1,
    "isSystem" INTEGER NOT NULL DEFAULT 0,
    "quarantineState" TEXT NOT NULL DEFAULT 'active',
    "quarantineReason" TEXT,
    "quarantineUntil" TEXT,
    "metadata" TEXT CHECK ("metadata" IS NULL OR json_valid("metadata"))
);
CREATE UNIQUE INDEX "ai_capability_slug_key" ON "ai_capability" ("slug");
CREATE INDEX "ai_capability_category_idx" ON "ai_capability" ("category");
CREATE INDEX "ai_capability_isActive_idx" ON "ai_capability" ("isActive");

CREATE TABLE "ai_agent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "model" TEXT NOT NULL DEFAULT '',
    "provider" TEXT NOT NULL DEFAULT 'anthropic',
    "kind" TEXT NOT NULL DEFAULT 'chat',
    "visibility" TEXT NOT NULL DEFAULT 'internal',
    "isActive" INTEGER NOT NULL DEFAULT 1,
    "isSystem" INTEGER NOT NULL DEFAULT 0,
    "monthlyBudgetUsd" REAL,
    "rateLimitRpm" INTEGER,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL,
    "deletedAt" TEXT,
    "lastActiveAt" TEXT
);
CREATE UNIQUE INDEX "ai_agent_slug_key" ON "ai_agent" ("slug");

CREATE TABLE "ai_agent_capability" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "agentId" TEXT NOT NULL REFERENCES "ai_agent" ("id") ON DELETE CASCADE,
    "capabilityId" TEXT NOT NULL REFERENCES "ai_capability" ("id") ON DELETE CASCADE,
    "isEnabled" INTEGER NOT NULL DEFAULT 1,
    "customConfig" TEXT CHECK ("customConfig" IS NULL OR json_valid("customConfig")),
    "customRateLimit" INTEGER
);
CREATE UNIQUE INDEX "ai_agent_capability_agentId_capabilityId_key"
    ON "ai_agent_capability" ("agentId", "capabilityId");
CREATE INDEX "ai_agent_capability_capabilityId_idx" ON "ai_agent_capability" ("capabilityId");

CREATE TABLE "ai_conversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "agentId" TEXT NOT NULL REFERENCES "ai_agent" ("id") ON DELETE CASCADE,
    "title" TEXT,
    "metadata" TEXT,
    "tags" TEXT NOT NULL DEFAULT '[]',
    "isActive" INTEGER NOT NULL DEFAULT 1,
    "channel" TEXT,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL
);

CREATE TABLE "ai_message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL REFERENCES "ai_conversation" ("id") ON DELETE CASCADE,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "metadata" TEXT,
    "capabilitySlug" TEXT,
    "toolCallId" TEXT,
    "agentVersionId" TEXT,
    "workflowExecutionId" TEXT,
    "workflowVersionId" TEXT,
    "modelId" TEXT,
    "providerSlug" TEXT,
    "provenance" TEXT CHECK ("provenance" IS NULL OR json_valid("provenance")),
    "createdAt" TEXT NOT NULL
);
CREATE INDEX "ai_message_conversationId_createdAt_idx" ON "ai_message" ("conversationId", "createdAt");
