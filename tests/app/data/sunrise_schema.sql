-- A Sunrise database as its Prisma migrations leave it (reference/sunrise.md §3), written
-- for the tests: snake_case tables, quoted camelCase columns, TEXT cuid keys, JSONB,
-- TIMESTAMP(3), TEXT[] and Prisma's constraint names, plus columns and tables capstudio
-- never touches. No capstudio_schema_version: capstudio must use it as it is.
CREATE TABLE "user" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'USER',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

CREATE TABLE "ai_capability" (
    "id" TEXT NOT NULL,
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
    "metadata" JSONB,
    CONSTRAINT "ai_capability_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ai_capability_slug_key" ON "ai_capability"("slug");
CREATE INDEX "ai_capability_category_idx" ON "ai_capability"("category");
CREATE INDEX "ai_capability_executionType_idx" ON "ai_capability"("executionType");
CREATE INDEX "ai_capability_isActive_idx" ON "ai_capability"("isActive");
CREATE INDEX "ai_capability_quarantineState_idx" ON "ai_capability"("quarantineState");

CREATE TABLE "ai_agent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "systemInstructions" TEXT NOT NULL DEFAULT '',
    "model" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'anthropic',
    "kind" TEXT NOT NULL DEFAULT 'chat',
    "visibility" TEXT NOT NULL DEFAULT 'internal',
    "temperature" DOUBLE PRECISION NOT NULL DEFAULT 0.7,
    "maxTokens" INTEGER NOT NULL DEFAULT 4096,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isSystem" BOOLEAN NOT NULL DEFAULT false,
    "monthlyBudgetUsd" DOUBLE PRECISION,
    "rateLimitRpm" INTEGER,
    "profileId" TEXT,
    "createdBy" TEXT,
    "widgetConfig" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "lastActiveAt" TIMESTAMP(3),
    CONSTRAINT "ai_agent_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ai_agent_slug_key" ON "ai_agent"("slug");
ALTER TABLE "ai_agent" ADD CONSTRAINT "ai_agent_createdBy_fkey" FOREIGN KEY ("createdBy")
    REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ai_agent_capability" (
    "id" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "capabilityId" TEXT NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT true,
    "customConfig" JSONB,
    "customRateLimit" INTEGER,
    CONSTRAINT "ai_agent_capability_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ai_agent_capability_agentId_capabilityId_key" ON "ai_agent_capability"("agentId", "capabilityId");
CREATE INDEX "ai_agent_capability_agentId_idx" ON "ai_agent_capability"("agentId");
CREATE INDEX "ai_agent_capability_capabilityId_idx" ON "ai_agent_capability"("capabilityId");
ALTER TABLE "ai_agent_capability" ADD CONSTRAINT "ai_agent_capability_agentId_fkey" FOREIGN KEY ("agentId")
    REFERENCES "ai_agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ai_agent_capability" ADD CONSTRAINT "ai_agent_capability_capabilityId_fkey" FOREIGN KEY ("capabilityId")
    REFERENCES "ai_capability"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ai_conversation" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "agentId" TEXT NOT NULL,
    "title" TEXT,
    "contextType" TEXT,
    "contextId" TEXT,
    "metadata" JSONB,
    "summary" TEXT,
    "summaryUpToMessageId" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "channel" TEXT,
    "provider" TEXT,
    "fromAddress" TEXT,
    "lastInboundAt" TIMESTAMP(3),
    "smsOptedOut" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "ai_conversation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ai_conversation_inbound_key" ON "ai_conversation"("agentId", "channel", "fromAddress");
ALTER TABLE "ai_conversation" ADD CONSTRAINT "ai_conversation_userId_fkey" FOREIGN KEY ("userId")
    REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ai_conversation" ADD CONSTRAINT "ai_conversation_agentId_fkey" FOREIGN KEY ("agentId")
    REFERENCES "ai_agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ai_message" (
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "metadata" JSONB,
    "capabilitySlug" TEXT,
    "toolCallId" TEXT,
    "rating" INTEGER,
    "ratedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "agentVersionId" TEXT,
    "workflowExecutionId" TEXT,
    "workflowVersionId" TEXT,
    "modelId" TEXT,
    "providerSlug" TEXT,
    "provenance" JSONB,
    CONSTRAINT "ai_message_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ai_message_conversationId_createdAt_idx" ON "ai_message"("conversationId", "createdAt");
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_conversationId_fkey" FOREIGN KEY ("conversationId")
    REFERENCES "ai_conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "user" ("id", "name", "email", "role")
    VALUES ('cuser0000000000000000000a', 'Ada Admin', 'ada@example.com', 'ADMIN');
INSERT INTO "ai_agent" ("id", "name", "slug", "description", "model", "updatedAt", "createdBy")
    VALUES ('cagent000000000000000000a', 'Support', 'support', 'Answers customers', 'claude-sonnet',
            '2026-05-18 08:00:00', 'cuser0000000000000000000a');
INSERT INTO "ai_capability" ("id", "name", "slug", "description", "category", "functionDefinition",
                             "executionType", "executionHandler", "isSystem", "metadata")
    VALUES ('ccap00000000000000000000a', 'Search knowledge', 'search_knowledge_base', 'Searches the knowledge base',
            'knowledge', '{"name": "search_knowledge_base", "description": "Search", "parameters": {"type": "object"}}',
            'internal', 'SearchKnowledgeCapability', true, 'null'::jsonb);
INSERT INTO "ai_agent_capability" ("id", "agentId", "capabilityId", "isEnabled", "customConfig")
    VALUES ('cbind0000000000000000000a', 'cagent000000000000000000a', 'ccap00000000000000000000a', true, 'null'::jsonb);
INSERT INTO "ai_conversation" ("id", "userId", "agentId", "title", "tags", "updatedAt")
    VALUES ('cconv0000000000000000000a', 'cuser0000000000000000000a', 'cagent000000000000000000a',
            'Where is my parcel?', ARRAY['support'], '2026-05-18 08:05:00');
INSERT INTO "ai_message" ("id", "conversationId", "role", "content", "createdAt")
    VALUES ('cmsg00000000000000000000a', 'cconv0000000000000000000a', 'user', 'Where is my parcel?',
            '2026-05-18 08:00:00');
INSERT INTO "ai_message" ("id", "conversationId", "role", "content", "createdAt", "modelId", "provenance")
    VALUES ('cmsg00000000000000000000b', 'cconv0000000000000000000a', 'assistant', 'It ships today.',
            '2026-05-18 08:00:05', 'claude-sonnet',
            '{"capabilityCalls": [{"slug": "search_knowledge_base", "arguments": {"query": "parcel"}, "latencyMs": 41, "success": true}]}');
