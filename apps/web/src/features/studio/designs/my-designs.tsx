import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedDesign } from '@wallart/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SavedDesignsList } from '../../../components/designs/saved-designs-list';
import { serverMessage } from '../../../lib/api-error';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useDeleteDesignMutation, useGetUserDesignsQuery, useUpdateDesignMutation } from '../../../lib/designs-api';

/** `?design=<id>` opens that saved design once the list has it (the dashboard links here with it). */
export const OPEN_DESIGN_PARAM = 'design';

export interface MyDesignsProps {
  /** Restore the design in the wall tab (artwork, options, wall and placement). */
  onOpen: (design: SavedDesign) => void;
}

/** 'My Designs' in the wall-art screen (issue 12): the signed-in user's saved designs. Nothing for guests. */
export function MyDesigns({ onOpen }: MyDesignsProps) {
  const { t } = useLingui();
  const userId = useAppSelector(selectCurrentUserId);
  const { data, isLoading, isError } = useGetUserDesignsQuery(userId ?? '', { skip: !userId });
  const [updateDesign] = useUpdateDesignMutation();
  const [deleteDesign] = useDeleteDesignMutation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(OPEN_DESIGN_PARAM);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!wanted || opened.current === wanted || !data) return;
    const design = data.find((d) => d._id === wanted);
    if (!design) return;
    opened.current = wanted;
    onOpen(design);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_DESIGN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, data, onOpen, setParams]);

  if (!userId) return null;
  return (
    <section aria-labelledby="my-designs-heading" className="space-y-3">
      <h3 id="my-designs-heading" className="font-display text-xl text-ink-900">
        <Trans>My Designs</Trans>
      </h3>
      <SavedDesignsList
        designs={data}
        loading={isLoading}
        error={isError ? t`Your saved designs could not be loaded.` : null}
        onOpen={onOpen}
        onRename={async (design, name) => {
          try {
            await updateDesign({ id: design._id, changes: { name } }).unwrap();
          } catch (err) {
            throw new Error(serverMessage(err, t`Failed to update design`), { cause: err });
          }
        }}
        onDelete={async (design) => {
          try {
            await deleteDesign(design._id).unwrap();
          } catch (err) {
            throw new Error(serverMessage(err, t`Failed to delete design`), { cause: err });
          }
        }}
      />
    </section>
  );
}
