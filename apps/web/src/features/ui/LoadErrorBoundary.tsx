import { Component, type ReactNode } from 'react';
import { LoadErrorMessage } from './LoadErrorMessage';

export interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** Changing this key (the path) gives a failed page another chance. */
  resetKey: string;
}

interface LoadErrorBoundaryState {
  failed: boolean;
}

/** Catches a page whose code could not be loaded (e.g. offline or after a new release). */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadErrorBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: LoadErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <LoadErrorMessage /> : this.props.children;
  }
}
