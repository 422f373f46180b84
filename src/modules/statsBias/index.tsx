import { defineModule } from '../../core/module';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { statsExtras } from '../../ui/statsTable/extraTables';
import { statsTableCss } from '../../ui/statsTable/styles';
import { manifest } from './manifest';
import { BiasSection } from './BiasSection';
import { PLACE_ID } from './selectors';
import { statsBiasCss } from './styles';

/**
 * statsBias on /user/{name}/stats: asks More stats for a place in its Genres & Tags view and
 * draws the score bias table there in a root of its own. The place goes with the visit, so the
 * table is there only while this switch is on.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    addUiStyles();
    ctx.addStyle('hohStatsBiasStyle', statsTableCss + statsBiasCss);
    const place = statsExtras.want(PLACE_ID, ctx.signal);
    mount(<BiasSection />, place, ctx.signal);
  },
});
