import { beforeAll } from 'vitest';
import { baseUrl } from './browser';
import { syncClock } from './clock';

// Each file starts from the shared server's clock, which an earlier file may have stepped.
beforeAll(() => syncClock(baseUrl()));
