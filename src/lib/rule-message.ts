import { type MessageKey, t } from '../i18n';
import type { RuleProblem } from '../shared/rule-problem';

/**
 * The sentence, in the user's language, for what a shared rule (bank or address rules) found
 * wrong; null stays null, so `ruleMessage(ibanError(v))` reads as "the error, if any".
 */
export function ruleMessage(problem: RuleProblem): string;
export function ruleMessage(problem: RuleProblem | null): string | null;
export function ruleMessage(problem: RuleProblem | null): string | null {
  if (!problem) return null;
  const key: MessageKey = `rules.${problem.code}`;
  return t(key, problem.params);
}
