import { defineModule } from '../../core/module';
import { studioLogoCss } from './logos';
import { manifest } from './manifest';

export const STUDIO_LOGO_STYLE_ID = 'hohStudioLogos';

/** The logo under each favourite studio found in the table, while on a profile. */
export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.addStyle(STUDIO_LOGO_STYLE_ID, studioLogoCss());
  },
});
