// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { BookAppointmentCapability } from './built-in/book-appointment';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new BookAppointmentCapability());
