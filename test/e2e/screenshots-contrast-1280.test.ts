// The visual check in the contrast theme at 1280 px (test/helpers/screenshotSet.ts).
import { describeScreenshots } from '../helpers/screenshotSet.ts';

describeScreenshots({ theme: 'contrast', width: 1280 });
