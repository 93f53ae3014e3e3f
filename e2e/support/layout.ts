import type { Page } from '@playwright/test';

/** Whatever scrolls sideways: the page itself, or a box whose content is wider than the box. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        found.push(`${name} ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}
