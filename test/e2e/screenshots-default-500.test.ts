// The visual check in the default theme at 500 px (test/helpers/screenshotSet.ts).
import { describeScreenshots } from '../helpers/screenshotSet.ts';

describeScreenshots({ theme: 'default', width: 500 });
