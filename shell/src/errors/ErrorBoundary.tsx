import React from 'react';

type Props = { fallback: React.ReactNode; children: React.ReactNode };
type State = { failed: boolean };

/** Catches render errors below it and shows `fallback` instead of a blank page. */
export class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error('QuizLink: unexpected error', error, info.componentStack);
  }

  override render(): React.ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
