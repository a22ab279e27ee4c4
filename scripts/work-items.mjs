// Work-item numbers ("issue N", "defect N", "round N") name a moment of the work, not a reason:
// that history is in the commit log. A comment, a string or a test title says why the code is as
// it is. Checklist IDs (A-018, G-078) are requirements, not work items, and stay.
// eslint.config.js runs the rule below on every file ESLint reads; scripts/no-work-items.test.ts
// scans the files ESLint does not read (CSS, READMEs, stories' MDX, YAML) and proves the rule fails.

/** A work-item reference: "issue N", "Issue N item M", "issue #N", "defect N", "defects N and M", "round N". */
export const WORK_ITEM = /\b(?:issues?|defects?|rounds?)(?: ?#| )\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
const noWorkItemNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'no work-item numbers in comments, strings or test titles (checklist IDs stay)' },
    schema: [],
    messages: {
      comment:
        "'{{ref}}' in a comment: say why the code is as it is; the history belongs in the commit log (checklist IDs such as A-018 stay).",
      text: "'{{ref}}' in a string or test title: name the behaviour; the history belongs in the commit log (checklist IDs such as A-018 stay).",
    },
  },
  create(context) {
    const check = (node, text) => {
      const ref = WORK_ITEM.exec(text)?.[0];
      if (ref) context.report({ node, messageId: 'text', data: { ref } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const ref = WORK_ITEM.exec(comment.value)?.[0];
          if (ref) context.report({ loc: comment.loc, messageId: 'comment', data: { ref } });
        }
      },
      // Test titles are strings: `it('... (issue N)')` with a number is caught here.
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};

export const workItemsPlugin = { meta: { name: 'work-items' }, rules: { 'no-work-item-numbers': noWorkItemNumbers } };
