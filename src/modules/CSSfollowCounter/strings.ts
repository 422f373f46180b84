/** The texts of the social page extras; the spec quotes only the failed count ('65536+', lib/followBack.ts). */
import { FOLLOW_CHECK_LIMIT, FOLLOW_CHECK_PAGES } from '../../api/queries/follows';

export const strings = {
  button: 'Check who follows back',
  /** spec doc 2 §8 (progress states). */
  busy: 'Loading...',
  notFollowingBack: (name: string, count: number) => `Followed by ${name} but not following back (${count})`,
  notFollowedBack: (name: string, count: number) => `Following ${name} but not followed back (${count})`,
  nobody: 'Nobody.',
  inaccurate: `This check reads at most ${FOLLOW_CHECK_LIMIT} follows (${FOLLOW_CHECK_PAGES} pages), so with more than that it is inaccurate.`,
  failed: (reason: string) => `The check failed: ${reason}`,
  countLabel: (what: string, count: string) => `${count} ${what}`,
} as const;
