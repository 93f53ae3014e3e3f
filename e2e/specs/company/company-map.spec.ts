import { expect, test } from '@playwright/test';
import { catalogues, fill, preparePublicPage } from '../../support/public';
import { findFullCompany } from './profiles';

test.describe('company map', () => {
  test('without reachable tiles it shows the DACH outlines with the marker', async ({ page, request }) => {
    const { company } = await findFullCompany(request);
    expect(company.latitude).not.toBeNull();
    const tileRequests: string[] = [];
    // Every tile request fails, as on a machine without internet access.
    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${company.company_id}`);

    const map = page.getByRole('region', {
      name: fill(catalogues.de.companyPage.contact.mapLabel, { name: company.company_name }),
    });
    await expect(map).toHaveAttribute('data-tiles', 'offline');
    expect(tileRequests.length).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-pane path').first()).toBeVisible();
    const marker = map.locator('path.leaflet-interactive');
    await expect(marker).toBeVisible();
    const [mapBox, markerBox] = [await map.boundingBox(), await marker.boundingBox()];
    if (!mapBox || !markerBox) throw new Error('map or marker not laid out');
    // The marker lies inside the visible map, not off-screen.
    expect(markerBox.x).toBeGreaterThan(mapBox.x);
    expect(markerBox.x + markerBox.width).toBeLessThan(mapBox.x + mapBox.width);
    expect(markerBox.y).toBeGreaterThan(mapBox.y);
    expect(markerBox.y + markerBox.height).toBeLessThan(mapBox.y + mapBox.height);
  });
});
