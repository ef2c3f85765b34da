/** One problem of a block's node configuration: where, what was expected, what was received. */
export interface ConfigIssue {
  /** Dotted path of the offending key, e.g. 'query.terms'. */
  key: string;
  expected: string;
  received: string;
}
