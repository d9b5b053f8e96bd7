-- capstudio schema, PostgreSQL dialect: the columns of Sunrise's Prisma schema that
-- capstudio reads and writes, with Sunrise's types (JSONB, TIMESTAMP(3), TEXT[]) and
-- constraint names. Applied only to a database capstudio created; a Sunrise database
-- already has these tables and is never migrated.
CREATE TABLE "ai_capability" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "functionDefinition" JSONB NOT NULL,
    "executionType" TEXT NOT NULL,
    "executionHandler" TEXT NOT NULL,
    "executionConfig" JSONB,
    "requiresApproval" BOOLEAN NOT NULL DEFAULT false,
    "approvalTimeoutMs" INTEGER,
    "rateLimit" INTEGER,
    "isIdempotent" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isSystem" BOOLEAN NOT NULL DEFAULT false,
    "quarantineState" TEXT NOT NULL DEFAULT 'active',
    "quarantineReason" TEXT,
    "quarantineUntil" TIMESTAMP(3),
    "metadata" JSONB
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
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isSystem" BOOLEAN NOT NULL DEFAULT false,
    "monthlyBudgetUsd" DOUBLE PRECISION,
    "rateLimitRpm" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "lastActiveAt" TIMESTAMP(3)
);
CREATE UNIQUE INDEX "ai_agent_slug_key" ON "ai_agent" ("slug");

CREATE TABLE "ai_agent_capability" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "agentId" TEXT NOT NULL REFERENCES "ai_agent" ("id") ON DELETE CASCADE,
    "capabilityId" TEXT NOT NULL REFERENCES "ai_capability" ("id") ON DELETE CASCADE,
    "isEnabled" BOOLEAN NOT NULL DEFAULT true,
    "customConfig" JSONB,
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
    "metadata" JSONB,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "channel" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "ai_message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL REFERENCES "ai_conversation" ("id") ON DELETE CASCADE,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "metadata" JSONB,
    "capabilitySlug" TEXT,
    "toolCallId" TEXT,
    "agentVersionId" TEXT,
    "workflowExecutionId" TEXT,
    "workflowVersionId" TEXT,
    "modelId" TEXT,
    "providerSlug" TEXT,
    "provenance" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "ai_message_conversationId_createdAt_idx" ON "ai_message" ("conversationId", "createdAt");
