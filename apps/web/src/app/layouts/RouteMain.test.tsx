import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { RouteMain } from './RouteMain';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'de', resources: { de: { translation: de } }, initAsync: false, showSupportNotice: false });

const render = (node: ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

/** A page whose code is still loading. */
function LoadingPage(): ReactNode {
  throw new Promise(() => {});
}

describe('RouteMain', () => {
  it("places the route's page in the layout's main, the skip link's target", () => {
    expect(
      render(
        <RouteMain className="main" path="/suche">
          <p>Seite</p>
        </RouteMain>,
      ),
    ).toBe('<main class="main" id="main"><p>Seite</p></main>');
  });

  it("shows the fallback in the main while the page's code loads", () => {
    const html = render(
      <RouteMain className="main" path="/suche">
        <LoadingPage />
      </RouteMain>,
    );
    expect(html).toMatch(/^<main class="main" id="main"><div class="[^"]*" role="status">/);
    expect(html).toContain(de.common.loading);
  });

  it('shows the load error in the main when the code failed, until the path changes', () => {
    expect(RouteMain.getDerivedStateFromError()).toEqual({ failed: true });
    const props = { className: 'main', path: '/suche', children: <p>Seite</p> };
    const main = new RouteMain(props);
    main.state = { failed: true };
    const html = render(main.render());
    expect(html).toMatch(/^<main class="main" id="main">/);
    expect(html).toContain(de.loadError.text);
    expect(html).not.toContain('Seite</p>');

    const setState = vi.spyOn(main, 'setState').mockImplementation(() => {});
    main.componentDidUpdate(props);
    expect(setState).not.toHaveBeenCalled();
    main.componentDidUpdate({ ...props, path: '/top500' });
    expect(setState).toHaveBeenCalledWith({ failed: false });
  });
});
