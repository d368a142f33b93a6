import {
  Component,
  Suspense,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react'
import { ButtonContext } from 'react-aria-components/Button'
import { showToast } from './toast-store'

/** What a lazily loaded popup is drawn with. */
export interface PopupState {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger button: where a popover is placed. */
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The item a menu or a list focuses when it opens: the last one when opened with ArrowUp. */
  focus: 'first' | 'last'
}

/**
 * A button opening a popup (a menu, a dialog, a list of options) whose code is not part of the start: the
 * trigger, a react-aria Button passed as the child, is drawn at once with the popup's ARIA state; the popup's
 * code is fetched when the user shows intent (the pointer over the trigger, focus, a press) and the popup is
 * drawn once it has arrived, so a press before then still opens it.
 */
export function LazyPopupTrigger({
  kind,
  preload,
  isOpen: controlled,
  onOpenChange,
  children,
  popup,
}: {
  kind: 'menu' | 'listbox' | 'dialog'
  preload: () => void
  /** Controlled open state, for opening from elsewhere (the command palette). */
  isOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactElement
  popup: (state: PopupState) => ReactNode
}) {
  const [own, setOwn] = useState(false)
  const isOpen = controlled ?? own
  const [focus, setFocus] = useState<PopupState['focus']>('first')
  // Once opened the popup stays mounted, closed, so that it can play its closing animation.
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const setOpen = (open: boolean) => {
    setOwn(open)
    onOpenChange?.(open)
  }
  const open = (from: PopupState['focus']) => {
    setFocus(from)
    setOpen(true)
  }
  return (
    <>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          'aria-haspopup': kind,
          'aria-expanded': isOpen,
          isPressed: isOpen,
          onHoverStart: preload,
          onFocus: preload,
          onPressStart: preload,
          onPress: () => open('first'),
          // A menu or a list also opens from the arrow keys, as react-aria's triggers do.
          onKeyDown: (e) => {
            if (kind !== 'dialog' && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
              e.preventDefault()
              open(e.key === 'ArrowDown' ? 'first' : 'last')
            } else e.continuePropagation()
          },
        }}
      >
        {children}
      </ButtonContext.Provider>
      {opened && (
        <PopupLoadBoundary onFailed={() => setOpen(false)}>
          <Suspense fallback={null}>{popup({ isOpen, onOpenChange: setOpen, triggerRef, focus })}</Suspense>
        </PopupLoadBoundary>
      )}
    </>
  )
}

/**
 * A popup whose code did not download (offline on a page the service worker does not control yet) stays
 * closed and says so, instead of taking the page down with it.
 */
class PopupLoadBoundary extends Component<
  { onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch() {
    this.props.onFailed()
    showToast({ tone: 'error', message: 'popupNotLoaded', translate: true })
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
