/**
 * Browser tests cannot read a captcha picture or see where the slider's hole is. With
 * CHALLENGE_TEST_PEEK (refused in production) the answers of challenges issued by this
 * process are kept here and served on /testing/challenges; otherwise nothing is kept.
 */
const answers = new Map<string, string | number>();
const MAX_KEPT = 1000;
let enabled = false;

export function enableChallengePeek(): void {
  enabled = true;
}

export function rememberAnswer(challengeId: string, answer: string | number): void {
  if (!enabled) return;
  if (answers.size >= MAX_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(challengeId, answer);
}

export function peekAnswer(challengeId: string): string | number | null {
  return enabled ? (answers.get(challengeId) ?? null) : null;
}
