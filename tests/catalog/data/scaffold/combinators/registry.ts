// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { ScheduleDeliveryCapability } from './built-in/schedule-delivery';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new ScheduleDeliveryCapability());
