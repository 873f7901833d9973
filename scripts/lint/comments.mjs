import { firmRule } from './rule.mjs';

// `firm/no-issue-comments`: a comment says why in its own words. A cited issue number sends the reader to a tracker
// the code does not carry, and stays behind when the reason changes.
const ISSUE = /\bissues?\s+#?\d+/i;

export const noIssueCommentsRule = firmRule({
  type: 'suggestion',
  description: 'Comments give their reason, not an issue number',
  messages: { issue: 'Say why in the comment itself instead of citing "{{cited}}" (docs/CONTRIBUTING.md, "Conventions").' },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = ISSUE.exec(comment.value);
          if (m) context.report({ loc: comment.loc, messageId: 'issue', data: { cited: m[0] } });
        }
      },
    };
  },
});
