/** Asks before leaving an AniList edit form, so an accidental refresh loses no work. */
import type { ModuleContext } from '../../core/module';

export const EDIT_GUARD_MESSAGE = 'Page refresh has been intercepted to avoid an accidental loss of work';

export function guardUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Older browsers show returnValue; current ones show their own wording but still ask.
  event.returnValue = EDIT_GUARD_MESSAGE;
  return EDIT_GUARD_MESSAGE;
}

export function guardEdits(ctx: ModuleContext): void {
  ctx.listen(window, 'beforeunload', guardUnload);
}
