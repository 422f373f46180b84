import { request } from '../../api/client';
import { USER_ID_BY_NAME, type UserIdByNameResult } from '../../api/queries/users';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { explainNotFound, triedAddress } from '../../core/notFoundPage';
import { triedUserAddress, userNotFoundMessage } from '../../lib/userNotFound';
import { manifest } from './manifest';

/** The /user/… address this tab was on last; AniList moves to /404 from it with replaceState. */
const triedUser = triedAddress((url) => triedUserAddress(url.pathname));

/**
 * Explains a /404 reached from a /user/… address: a denied submission, a member who blocked you,
 * the reserved name, or a name that does not exist or is private. The lookup is anonymous (a
 * blocked member is still found by the API); when it fails, AniList's own text stays.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.page === pages.userAny.name) {
      triedUser.note(ctx.url, signal);
      return;
    }
    const tried = triedUser.take();
    // Your own profile is never hidden from you: nothing to explain.
    if (!tried || tried.name.toLowerCase() === ctx.user?.name.toLowerCase()) return;
    const answer = await request<UserIdByNameResult>(USER_ID_BY_NAME, { name: tried.name }, { signal });
    if (answer.kind !== 'ok' && answer.kind !== 'notFound') return;
    const message = userNotFoundMessage(tried, answer.kind === 'ok' && answer.data.User !== null);
    await explainNotFound(message, signal);
  },
});
