// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { LookupOrderCapability } from './built-in/lookup-order';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new LookupOrderCapability());
