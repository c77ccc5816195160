import { inject } from 'vitest';
import { clock } from '../src/kernel';

// Every test file reads the platform clock global-setup.ts started (TEST_NOW, or the machine's).
clock.setOffsetMs(inject('clockOffsetMs'));
