import { Component, type ErrorInfo, type ReactNode } from 'react';
import { loadCatalogs, pageLocale } from '../lib/i18n/catalogs';
import { ErrorScreen } from './ui/error-screen';

interface ErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches render crashes outside the router (providers) and shows the error screen. Its messages
 * are the app's: the prerendered landing page has not loaded them, so they load then.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
    loadCatalogs(pageLocale(), ['app']).then(() => this.forceUpdate(), () => {});
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
