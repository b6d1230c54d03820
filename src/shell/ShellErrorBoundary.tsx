import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** Catches render errors of a screen and shows the error page (reset when the address changes). */
export class ShellErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null, errorInfo: undefined });
  }

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPage
        error={error}
        errorInfo={errorInfo}
        resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
      />
    );
  }
}
