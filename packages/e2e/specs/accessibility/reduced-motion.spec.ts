import { expect, test, type Page } from '@playwright/test';

/**
 * A person who asks for reduced motion (their system's setting) gets drop-downs, dialogs and messages without antd's
 * motion; one who does not gets it. Seen on the sign-in page's country-code drop-down: every class the drop-down
 * ever had is recorded from before it opens, so a motion class that came and went is seen too.
 */
/** A drop-down in its animation's active phase (antd's motion classes; without motion it only passes "prepare"). */
const isMoving = (className: string) => /ant-slide-up-appear-active/.test(className);

async function dropdownClassesOnOpening(page: Page): Promise<string[]> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenClasses: string[] }).seenClasses = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const nodes = change.type === 'attributes' ? [change.target] : [...change.addedNodes];
        for (const node of nodes)
          if (node instanceof HTMLElement)
            for (const dropdown of [node, ...node.querySelectorAll('.ant-select-dropdown')])
              if (dropdown.classList.contains('ant-select-dropdown')) seen.push(dropdown.className);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByLabel('Country code').click();
  await expect(page.getByRole('option', { name: '+86' })).toBeVisible();
  return page.evaluate(() => (window as unknown as { seenClasses: string[] }).seenClasses);
}

test('with reduced motion asked for (the run’s default), the drop-down opens without motion', async ({ page }) => {
  const classes = await dropdownClassesOnOpening(page);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.filter(isMoving)).toEqual([]);
});

test.describe('without it', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the drop-down slides in', async ({ page }) => {
    const classes = await dropdownClassesOnOpening(page);
    expect(classes.some(isMoving)).toBe(true);
  });
});
