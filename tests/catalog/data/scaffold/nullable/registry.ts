// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { UpdateContactCapability } from './built-in/update-contact';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new UpdateContactCapability());
