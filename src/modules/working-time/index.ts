/** The working-time law's public entry (docs/rules/working-time.md): the checks, their words and the federal states. */
export { checkPerson, lawOf } from './checks';
export type { StoreLaw, Violation } from './checks';
export { violationLabel, violationText } from './describe';
export { FEDERAL_STATES, isFederalState } from './holidays';
export type { RuleKind } from './ruleSet';
