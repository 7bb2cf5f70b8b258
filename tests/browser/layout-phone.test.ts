// Every page type at 375 px on the shared fixture site (tests/browser/layout-checks.ts):
// layout shift, sideways scrolling, the header, landmark names and axe in both themes.
import { beforeAll } from 'vitest';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { useSite } from './harness.ts';
import { describePageTypes } from './layout-checks.ts';

beforeAll(async () => void (await sharedFixtureSite()), 240_000);

describePageTypes(useSite(SHARED_SITE), 375);
