import { inject } from 'vitest';
import { clock } from '../src/kernel';

// Every test file reads the platform clock global-setup.ts started (TEST_NOW, or the machine's):
// from the instant itself where the file has a database of its own, else running since the seed.
const startsAt = inject('clockStartsAt');
if (startsAt === null) clock.setOffsetMs(inject('clockOffsetMs'));
else clock.startAt(new Date(startsAt));
