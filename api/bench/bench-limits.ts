// The benchmarks drive the API from one address with many simulated clients, so the per-client rate
// limits (decision 029) would answer 429 long before the API is loaded. They measure the API, not
// the limiter: rates are lifted, the search cost caps stay as configured.
import { limitsFromEnv } from '../src/lib/limits';
import type { Limits } from '../src/lib/limits';

export function benchLimits(): Limits {
  const limits = limitsFromEnv();
  const unlimited = 1_000_000_000;
  return {
    ...limits,
    rate: { ...limits.rate, perClient: unlimited, search: unlimited, writes: unlimited },
  };
}
