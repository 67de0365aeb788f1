import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ui/error-screen';

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Catches render crashes outside the router (providers) and shows the error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
