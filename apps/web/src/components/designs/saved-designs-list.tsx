import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DESIGN_NAME_MAX_LENGTH, dollarsToCents, type SavedDesign } from '@wallart/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { addItem } from '../../stores/cart-slice';
import { useAppDispatch } from '../../stores/hooks';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDelete } from '../ui/confirm-delete';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { useSharedText } from '../../lib/shared-text';
import { moneyText, uiLocale } from '../orders/locale-format';
import { designCartItem } from './design-cart-item';

/** docs/product/visualizer.md#wall-art-flow: the added-to-cart banner shows for 3 s. */
const ADDED_BANNER_MS = 3000;

export interface SavedDesignsListProps {
  designs: SavedDesign[] | undefined;
  loading: boolean;
  /** A message when the list could not be loaded. */
  error?: string | null;
  onOpen: (design: SavedDesign) => void;
  /** Resolves when renamed; rejects with the message to show. */
  onRename: (design: SavedDesign, name: string) => Promise<void>;
  onDelete: (design: SavedDesign) => Promise<void>;
  /** Label of the open action ('Open' in the studio, 'Open in studio' on the dashboard). */
  openLabel?: string;
}

const sizeText = (i18n: I18n, design: SavedDesign) => {
  const { canvasSize, customWidthInches: width, customHeightInches: height } = design.options;
  if (canvasSize === 'Custom' && width && height) return i18n._(msg`Custom ${width}x${height} in`);
  return canvasSize || i18n._(msg`No size chosen`);
};

/** The server's two-decimal price: '$39.99' in English as always, the UI language's money otherwise. */
const priceText = (locale: string, price: string) => {
  if (uiLocale(locale) === 'en') return `$${price}`;
  try {
    return moneyText(locale, dollarsToCents(price));
  } catch {
    return `$${price}`;
  }
};

/**
 * A user's saved designs (issue 12 "My Designs"), shown in the wall-art screen and the dashboard:
 * open, rename, delete (after a confirmation), add to cart. Data comes from the caller; adding to the cart dispatches the
 * cart slice's `addItem`, the one place cart changes start.
 */
export function SavedDesignsList({ designs, loading, error, onOpen, onRename, onDelete, openLabel: givenOpenLabel }: SavedDesignsListProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const openLabel = givenOpenLabel ?? t`Open`;
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  /** The design whose Delete was pressed: it asks Keep / Delete first. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  const submitRename = (design: SavedDesign) => (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t`Please enter a name for your design.`);
    void run(design._id, async () => {
      await onRename(design, name.trim());
      setRenaming(null);
    });
  };

  if (loading) return <Spinner label={t`Loading your designs`} />;
  if (error) return <Alert title={ts(error)} />;
  if (!designs?.length) {
    return (
      <p className="text-sm text-ink-600">
        <Trans>No saved designs yet. Visualize a design on a wall and choose Save Design.</Trans>
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {added && (
        <Notice tone="success">
          <Trans>
            {added} was added to your cart.{' '}
            <Link to={paths.cart} className="font-semibold underline">
              View Cart
            </Link>
          </Trans>
        </Notice>
      )}
      {problem && <Alert title={ts(problem)} />}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Saved designs`}>
        {designs.map((design) => {
          const designName = design.name;
          return (
            <li key={design._id} className="frame flex gap-3 p-3">
              <img
                src={(design.previewImage ?? design.image).thumbnailUrl}
                alt=""
                className="size-24 shrink-0 rounded-[2px] bg-paper-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                {renaming === design._id ? (
                  <form onSubmit={submitRename(design)} className="space-y-2">
                    <TextField label={t`Design name`} value={name} maxLength={DESIGN_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} autoFocus />
                    <div className="flex gap-2">
                      <SubmitButton size="sm" pending={busy === design._id} pendingLabel={t`Saving the name`}>
                        <Trans>Save name</Trans>
                      </SubmitButton>
                      <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                        <Trans>Cancel</Trans>
                      </Button>
                    </div>
                  </form>
                ) : (
                  <>
                    <p className="truncate font-semibold text-ink-900">{design.name}</p>
                    <p className="text-xs text-ink-600">
                      {[design.options.artStyle, design.options.texture, sizeText(i18n, design), design.options.frameStyle].filter(Boolean).join(' · ')}
                    </p>
                    <p className="mt-1 text-sm font-semibold text-ink-900">{priceText(i18n.locale, design.price)}</p>
                    <div className="mt-2 flex flex-wrap gap-1.5">
                      <Button size="sm" variant="ink" onClick={() => onOpen(design)} aria-label={t`${openLabel} ${designName}`}>
                        {openLabel}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t`Add ${designName} to cart`}
                        onClick={() => {
                          dispatch(addItem(designCartItem(design)));
                          setAdded(design.name);
                        }}
                      >
                        <Trans>Add to Cart</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t`Rename ${designName}`}
                        onClick={() => {
                          setRenaming(design._id);
                          setName(design.name);
                        }}
                      >
                        <Trans>Rename</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger-700"
                        aria-label={t`Delete ${designName}`}
                        aria-expanded={confirming === design._id}
                        ref={(button) => {
                          if (button) deleteButtons.current.set(design._id, button);
                          else deleteButtons.current.delete(design._id);
                        }}
                        disabled={busy === design._id}
                        onClick={() => setConfirming(design._id)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </div>
                    {confirming === design._id && (
                      <ConfirmDelete
                        className="mt-2"
                        question={t`Delete this design for good?`}
                        label={t`Delete ${designName}?`}
                        pending={busy === design._id}
                        onKeep={() => setConfirming(null)}
                        onDelete={() =>
                          void run(design._id, async () => {
                            try {
                              await onDelete(design);
                            } finally {
                              setConfirming(null);
                            }
                          })
                        }
                        returnFocus={() => deleteButtons.current.get(design._id)}
                      />
                    )}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
