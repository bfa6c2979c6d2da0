// An accessibility check for components rendered in jsdom: axe-core's rules that jsdom can judge
// (no layout, so colour contrast is left to the Playwright axe checks).
import axe from 'axe-core';

async function axeViolations(container: Element): Promise<axe.Result[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations;
}

/** Fails with the rule ids and the offending nodes when axe finds a violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const violations = await axeViolations(container);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
