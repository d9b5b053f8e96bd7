// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { QuoteShippingCapability } from './built-in/quote-shipping';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new QuoteShippingCapability());
