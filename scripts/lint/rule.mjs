// The shape the firm/* rules share: no options, what the rule checks, its messages by id, and its visitors.

/** An ESLint rule without options; `type` is 'problem' unless said. */
export function firmRule({ type = 'problem', description, messages, create }) {
  return { meta: { type, docs: { description }, schema: [], messages }, create };
}
