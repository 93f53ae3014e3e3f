import { Component, type ReactNode, Suspense } from 'react';
import { LoadErrorMessage } from '../../features/ui/LoadErrorMessage';
import { PageFallback } from '../../features/ui/PageFallback';

export interface RouteMainProps {
  className: string;
  /** The current path: a page whose code could not be loaded gets another chance on the next one. */
  path: string;
  /** The route's page (`<Outlet />`). */
  children: ReactNode;
}

interface RouteMainState {
  failed: boolean;
}

/**
 * A layout's `<main>` (the skip link's target) with the route's page in it: the fallback while the
 * page's code loads, and a message in its place when that code could not be loaded (e.g. offline or
 * after a new release). The public and the dashboard layout both place their pages so.
 */
export class RouteMain extends Component<RouteMainProps, RouteMainState> {
  override state: RouteMainState = { failed: false };

  static getDerivedStateFromError(): RouteMainState {
    return { failed: true };
  }

  override componentDidUpdate(previous: RouteMainProps): void {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render() {
    return (
      <main className={this.props.className} id="main">
        {this.state.failed ? (
          <LoadErrorMessage />
        ) : (
          <Suspense fallback={<PageFallback />}>{this.props.children}</Suspense>
        )}
      </main>
    );
  }
}
