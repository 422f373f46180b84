/** Handles the script's sign-in addresses on /home (token return and #aniscripts-login). */
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { handleTokenHash } from '../../api/tokenHash';

export default defineModule({
  id: 'signInHash',
  pages: [pages.accessTokenHash, pages.loginHash],
  needs: 'none',
  alwaysOn: true,
  run({ url }) {
    // Settles once a returned token is checked and stored or refused; a failure is reported.
    return handleTokenHash(url).done;
  },
});
