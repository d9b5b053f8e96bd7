// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { PlaceOrderCapability } from './built-in/place-order';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new PlaceOrderCapability());
