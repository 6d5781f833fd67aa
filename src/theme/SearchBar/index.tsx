// The navbar search button. It is server-rendered; the DocSearch modal (code
// and CSS) is a separate chunk loaded on the first intent: hovering, focusing
// or touching the button, or a shortcut (Ctrl/Cmd+K, '/').
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Head } from '@docgen/client/head';
import { useIsBrowser } from '@docgen/client/hooks';
import { createValueStore } from '@docgen/client/valueStore';
import { preconnectOrigin } from '@theme/search/config';
import type { SearchModalProps } from '@theme/search/Modal';
import './styles.css';

type ModalComponent = ComponentType<SearchModalProps>;

let modalLoad: Promise<ModalComponent> | null = null;
/** The modal component once loaded: a navbar mounted later has it at once. */
let loadedModal: ModalComponent | null = null;

/** Starts loading the modal chunk once; a failed load can be retried. */
function loadModal(): Promise<ModalComponent> {
  modalLoad ??= import(/* webpackChunkName: "docsearch-modal" */ '@theme/search/Modal').then(
    (m) => (loadedModal = m.default),
    (error: unknown) => {
      modalLoad = null;
      throw error;
    },
  );
  return modalLoad;
}

/**
 * Which search bar shows the modal, and the query it opens with, live outside the component: a
 * page of another kind brings its own layout and navbar, and a modal opened while that page was
 * loading goes on in the new navbar, with what the reader had typed. One bar shows it, however
 * many a site renders (a second one in a home page's hero, say). No owner: closed.
 */
interface ModalState {
  owner?: symbol;
  query?: string;
}
const CLOSED: ModalState = {};
const modal = createValueStore(CLOSED);
const serverModalState = () => CLOSED;
/** The mounted search bars, oldest first. */
const bars = new Set<symbol>();

/**
 * The bar showing the modal went away (its passive clean-up): once every effect of the page swap
 * has run, the oldest bar still mounted shows it; a page without one ends it.
 */
function carryModal(query: string | undefined) {
  queueMicrotask(() => {
    const [next] = bars;
    modal.set(next ? { owner: next, query } : CLOSED);
  });
}

const isAppleDevice = () => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/** Focus is in something the reader types into. */
function isEditing(event: KeyboardEvent): boolean {
  const el = event.composedPath()[0] ?? event.target;
  if (!(el instanceof HTMLElement)) return false;
  return (
    el.isContentEditable ||
    el.tagName === 'INPUT' ||
    el.tagName === 'SELECT' ||
    el.tagName === 'TEXTAREA'
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="8.5" cy="8.5" r="6.5" />
        <path d="M13.2 13.2 18 18" />
      </g>
    </svg>
  );
}

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-label="Ctrl" role="img">
      <path
        d="M4 8.5 7.5 5 11 8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="square"
      />
    </svg>
  );
}

export default function SearchBar() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);
  const [id] = useState(() => Symbol('search bar'));
  const state = useSyncExternalStore(modal.subscribe, modal.get, serverModalState);
  const isOpen = state.owner === id;
  const typedQuery = useRef<string | undefined>(undefined);
  // Null until hydrated: the server cannot know the platform.
  const isBrowser = useIsBrowser();
  const actionKey = isBrowser ? (isAppleDevice() ? '⌘' : 'Ctrl') : null;
  const [pressed, setPressed] = useState({ action: false, k: false });
  const openRef = useRef(false);
  openRef.current = isOpen;

  const prepare = useCallback(() => {
    loadModal().then(
      (component) => setModal(() => component),
      () => {
        /* retried on the next intent */
      },
    );
  }, []);

  const open = useCallback(
    (query?: string) => {
      loadModal().then(
        (component) => {
          setModal(() => component);
          modal.set({ owner: id, query });
        },
        (error: unknown) => console.error('The search modal failed to load.', error),
      );
    },
    [id],
  );

  const close = useCallback(() => {
    modal.set(CLOSED);
    buttonRef.current?.focus();
  }, []);

  useLayoutEffect(
    () => () => {
      // Unmounting: the modal's input is still in the document in this phase, not in the next.
      if (modal.get().owner === id)
        typedQuery.current = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
    },
    [id],
  );
  useEffect(() => {
    bars.add(id);
    return () => {
      bars.delete(id);
      if (modal.get().owner === id) carryModal(typedQuery.current);
    };
  }, [id]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = event.key ?? '';
      const actionK = key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (
        (event.code === 'Escape' && openRef.current) ||
        actionK ||
        (key === '/' && !openRef.current && !isEditing(event))
      ) {
        event.preventDefault();
        if (openRef.current) close();
        else if (!document.body.classList.contains('DocSearch--active')) open();
        return;
      }
      // Typing on the focused button starts a search with that character.
      if (
        !openRef.current &&
        document.activeElement === buttonRef.current &&
        /^[a-zA-Z0-9]$/.test(key) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        event.preventDefault();
        open(key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  useEffect(() => {
    // The K keycap (and ⌘ on Apple devices) looks pressed while held.
    const update = (event: KeyboardEvent, down: boolean) => {
      const key = event.key ?? '';
      if (key.toLowerCase() === 'k') setPressed((p) => ({ ...p, k: down }));
      else if (key === 'Meta' && actionKey === '⌘') setPressed((p) => ({ ...p, action: down }));
    };
    const onDown = (e: KeyboardEvent) => update(e, true);
    const onUp = (e: KeyboardEvent) => update(e, false);
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
    };
  }, [actionKey]);

  const preconnect = preconnectOrigin();
  const keyClass = (down: boolean) =>
    `DocSearch-Button-Key${down ? ' DocSearch-Button-Key--pressed' : ''}`;
  return (
    <>
      {preconnect && <Head links={[{ rel: 'preconnect', href: preconnect }]} />}
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        // The visible text ("Search", the keys) names the button; a separate aria-label that differs from
        // it fails WCAG's label-in-name rule, so the shortcut is announced through aria-keyshortcuts.
        aria-keyshortcuts={actionKey === 'Ctrl' ? 'Control+K' : 'Meta+K'}
        onMouseOver={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => open()}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {actionKey !== null && (
            <>
              <kbd className={keyClass(actionKey === '⌘' && pressed.action)}>
                {actionKey === 'Ctrl' ? <ControlKeyIcon /> : actionKey}
              </kbd>
              <kbd className={keyClass(pressed.k)}>K</kbd>
            </>
          )}
        </span>
      </button>
      {isOpen && Modal && <Modal initialQuery={state.query} onClose={close} />}
    </>
  );
}
