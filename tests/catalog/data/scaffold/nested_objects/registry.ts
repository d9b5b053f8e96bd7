// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { CreateCustomerCapability } from './built-in/create-customer';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new CreateCustomerCapability());
