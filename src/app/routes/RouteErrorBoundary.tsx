import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RouteError } from './RouteError';

/** A screen that throws while rendering (or whose chunk fails to load) shows RouteError, not a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
