// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { CustomerLookupCapability } from './built-in/customer-lookup';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new CustomerLookupCapability());
