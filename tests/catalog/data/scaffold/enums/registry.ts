// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { SetTicketPriorityCapability } from './built-in/set-ticket-priority';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new SetTicketPriorityCapability());
