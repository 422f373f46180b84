/**
 * The error boundary every mounted React tree sits in: a render, lifecycle or effect error in a
 * module's tree goes to the module's error sink, and the tree renders nothing afterwards (the
 * router then stops the module and unmounts it).
 */
import { Component, createElement, type ReactNode } from 'react';
import type { ErrorSink } from '../core/guard';

interface BoundaryProps {
  readonly onError: ErrorSink;
  readonly children?: ReactNode;
}

export class ModuleBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function withBoundary(node: ReactNode, onError: ErrorSink): ReactNode {
  return createElement(ModuleBoundary, { onError }, node);
}
