// lib/orchestration/capabilities/registry.ts
// With the other capability imports:
import { SearchProductsCapability } from './built-in/search-products';

// In registerBuiltInCapabilities(), next to the other registrations:
capabilityDispatcher.register(new SearchProductsCapability());
