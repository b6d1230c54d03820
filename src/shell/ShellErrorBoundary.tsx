import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as RaError } from 'react-admin';

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** Catches render errors of a screen and shows react-admin's error page (with retry). */
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
      <RaError
        error={error}
        errorInfo={errorInfo}
        resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
      />
    );
  }
}
