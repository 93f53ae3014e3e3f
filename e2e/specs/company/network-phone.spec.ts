/**
 * The Netzwerk card on a phone: a full-screen view whose graph zooms by its buttons and by pinch,
 * pans by dragging, and carries a legend that names the kinds of node, in German and English.
 */
import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import { findGroupCompany } from '../../support/pages';
import { LANGS, preparePublicPage } from '../../support/public';

test.use({ viewport: { width: 393, height: 844 }, hasTouch: true });

interface View {
  zoom: number;
  pan: { x: number; y: number };
}

/** Zoom and pan of the drawn graph (Cytoscape keeps its instance on the container). */
function view(graph: Locator): Promise<View> {
  return graph.evaluate((element) => {
    const cy = (element as unknown as { _cyreg: { cy: { zoom(): number; pan(): { x: number; y: number } } } })
      ._cyreg.cy;
    return { zoom: cy.zoom(), pan: cy.pan() };
  });
}

/** Fingers down at `from`, moved in steps to `to`, lifted. */
async function touch(cdp: CDPSession, from: [number, number][], to: [number, number][]): Promise<void> {
  const points = (share: number) =>
    from.map(([x, y], index) => ({
      x: x + ((to[index]?.[0] ?? x) - x) * share,
      y: y + ((to[index]?.[1] ?? y) - y) * share,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (const share of [0.25, 0.5, 0.75, 1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(share) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openFullScreen(page: Page, lang: (typeof LANGS)[number], id: number) {
  const cat = await preparePublicPage(page, lang);
  await page.goto(`/dashboard/companies/${id}`);
  const card = page.getByRole('region', { name: cat.network.title });
  // The page, then Cytoscape with the card: slow on a busy machine, so more than the usual wait.
  await expect(card.getByTestId('network-graph')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await card.getByRole('button', { name: cat.network.controls.fullScreen }).click();
  const dialog = page.getByRole('dialog', { name: cat.network.title });
  const graph = dialog.getByTestId('network-graph');
  await expect(graph).toHaveAttribute('data-ready', 'true');
  return { cat, dialog, graph };
}

for (const lang of LANGS) {
  test(`on a phone the network opens full screen, zooms, pans and names its node kinds (${lang})`, async ({
    page,
    request,
  }) => {
    const { id } = await findGroupCompany(request);
    const { cat, dialog, graph } = await openFullScreen(page, lang, id);

    // The view fills the screen; the legend names each kind of node and line.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(393);
    expect(box?.height).toBe(844);
    const legend = dialog.getByRole('list', { name: cat.network.legend.title });
    for (const name of Object.values(cat.network.legend).filter(
      (text) => text !== cat.network.legend.title,
    )) {
      await expect(legend.getByText(name, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The buttons zoom in and back to the whole graph.
    const start = await view(graph);
    await dialog.getByRole('button', { name: cat.network.controls.zoomIn }).click();
    expect((await view(graph)).zoom).toBeGreaterThan(start.zoom);
    await dialog.getByRole('button', { name: cat.network.controls.fit }).click();
    expect((await view(graph)).zoom).toBeCloseTo(start.zoom, 5);

    // Two fingers spread apart zoom in; one finger drags the graph.
    const area = await graph.boundingBox();
    if (!area) throw new Error('graph not laid out');
    const [x, y] = [area.x + area.width / 2, area.y + area.height / 2];
    const cdp = await page.context().newCDPSession(page);
    await touch(
      cdp,
      [
        [x - 30, y],
        [x + 30, y],
      ],
      [
        [x - 120, y],
        [x + 120, y],
      ],
    );
    const pinched = await view(graph);
    expect(pinched.zoom).toBeGreaterThan(start.zoom);
    // A drag that starts beside the nodes, near the bottom edge.
    const bottom = area.y + area.height - 20;
    await touch(cdp, [[x + 60, bottom]], [[x - 60, bottom]]);
    expect((await view(graph)).pan.x).toBeLessThan(pinched.pan.x);

    await dialog.getByRole('button', { name: cat.profile.closeDialog }).click();
    await expect(dialog).toBeHidden();
  });
}
