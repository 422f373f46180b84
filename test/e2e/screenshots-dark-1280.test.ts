// The visual check in the dark theme at 1280 px (test/helpers/screenshotSet.ts).
import { describeScreenshots } from '../helpers/screenshotSet.ts';

describeScreenshots({ theme: 'dark', width: 1280 });
