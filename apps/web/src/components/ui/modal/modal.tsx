import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { CloseIcon } from '../icons';
import { trapTab } from './focus';
import { isTopModal, popModal, pushModal } from './modal-stack';
import { useDrag } from './use-drag';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** Extra content at the right of the title bar, before the close button. */
  headerExtra?: ReactNode;
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ onClose, title, children, size = 'md', testId, headerExtra }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const getDialog = useCallback(() => dialogRef.current, []);
  const { offset, handleProps } = useDrag(getDialog);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const id = Symbol('modal');
    const dialog = dialogRef.current;
    const restoreTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    dialog?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog || !isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog || !isTopModal(id)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      popModal(id);
      if (restoreTo?.isConnected) restoreTo.focus();
    };
  }, []);

  // Close only when the press both started and ended on the backdrop, so a drag or a
  // text selection that ends outside the dialog does not close it.
  const handleBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    // A click on the backdrop is a pointer shortcut for the close button; the keyboard has
    // Escape and the button itself, so the backdrop needs no role or key handler.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div
      className="modal-backdrop"
      onMouseDown={handleBackdropDown}
      onClick={handleBackdropClick}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <div className="modal__bar" {...handleProps}>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {headerExtra}
          <Button
            type="button"
            variant="ghost-icon"
            className="modal__close"
            onClick={onClose}
            aria-label={t('common.close')}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <CloseIcon />
          </Button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
