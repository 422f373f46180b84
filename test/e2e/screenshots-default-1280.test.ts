// The visual check in the default theme at 1280 px (test/helpers/screenshotSet.ts).
import { describeScreenshots } from '../helpers/screenshotSet.ts';

describeScreenshots({ theme: 'default', width: 1280 });
