/** Handles the script's sign-in addresses on /home (token return and #aniscripts-login). */
import type { ModuleContext } from '../../core/module';
import { handleTokenHash } from '../../api/tokenHash';

export function acceptSignInHash({ url }: ModuleContext): Promise<void> {
  // Settles once a returned token is checked and stored or refused; a failure is reported.
  return handleTokenHash(url).done;
}
