import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the log: a screen, a section. */
  name: string;
  /** What shows instead of the part; `retry` draws the part again. */
  fallback: (retry: () => void) => ReactNode;
  /** The part is drawn again when this changes (the address, for a screen). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * One way to keep a part's rendering error to that part: the rest of the page (the header, the
 * menu, the other sections) goes on working, and the part says so where it would be.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed to render`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
