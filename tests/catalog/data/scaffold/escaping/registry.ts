// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { PostNoteCapability } from './built-in/post-note';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new PostNoteCapability());
