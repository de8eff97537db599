import type { ComponentType } from 'react';
import { create } from 'zustand';

/** What every modal component receives: its opener's props and a close that settles the opener's promise. */
export interface ModalComponentProps<P = unknown, R = unknown> {
  props: P;
  close: (result?: R) => void;
}

interface ModalEntry {
  id: string;
  kind: string;
  props: unknown;
  /** Popups opened by a route (/login, /register, /help) live on that route's history entry instead of their own. */
  routed: boolean;
  resolve: (result: unknown) => void;
}

interface ModalState {
  stack: ModalEntry[];
}

export const useModalStore = create<ModalState>(() => ({ stack: [] }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry = new Map<string, ComponentType<ModalComponentProps<any, any>>>();

/** Features register their popups (SPEC §2.6) by kind; the one host renders them. */
export function registerModal<P, R>(kind: string, component: ComponentType<ModalComponentProps<P, R>>): void {
  registry.set(kind, component);
}

export function modalComponent(kind: string) {
  return registry.get(kind);
}

let nextId = 0;

/** Opens a popup; the promise settles with the popup's result, or undefined when it is dismissed. */
export function openModal<R = unknown, P = unknown>(kind: string, props?: P, options: { routed?: boolean } = {}): Promise<R | undefined> {
  return new Promise((resolve) => {
    const id = `m${++nextId}`;
    const entry: ModalEntry = { id, kind, props, routed: options.routed ?? false, resolve: resolve as (r: unknown) => void };
    useModalStore.setState((s) => ({ stack: [...s.stack, entry] }));
  });
}

/** Dismisses every open popup of a kind (a route-opened popup whose route is left). */
export function dismissModals(kind: string): void {
  for (const m of useModalStore.getState().stack) if (m.kind === kind) settleModal(m.id);
}

/** Removes a popup and settles its opener. Safe to call twice. */
export function settleModal(id: string, result?: unknown): void {
  const entry = useModalStore.getState().stack.find((m) => m.id === id);
  if (!entry) return;
  useModalStore.setState((s) => ({ stack: s.stack.filter((m) => m.id !== id) }));
  entry.resolve(result);
}

export function isModalOpen(kind: string): boolean {
  return useModalStore.getState().stack.some((m) => m.kind === kind);
}
