import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SavedDesignsList } from '../../../components/designs/saved-designs-list';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useDeleteDesignMutation, useGetUserDesignsQuery, useUpdateDesignMutation } from '../../../lib/designs-api';

/** The wall-art screen opens `?design=<id>` (studio/designs/my-designs.tsx OPEN_DESIGN_PARAM). */
const openDesignUrl = (id: string) => `${paths.wallArt}?design=${encodeURIComponent(id)}`;

/** 'My Designs' on the dashboard (issue 12): open in the studio, rename, delete, add to cart. */
export function DashboardDesigns() {
  const { t } = useLingui();
  const userId = useAppSelector(selectCurrentUserId);
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetUserDesignsQuery(userId ?? '', { skip: !userId });
  const [rename] = useUpdateDesignMutation();
  const [remove] = useDeleteDesignMutation();
  return (
    <section aria-labelledby="dashboard-designs-heading" className="mt-10 space-y-4">
      <h2 id="dashboard-designs-heading" className="font-display text-2xl text-ink-900">
        <Trans>My Designs</Trans>
      </h2>
      <SavedDesignsList
        designs={data}
        loading={isLoading}
        error={isError ? t`Your saved designs could not be loaded.` : null}
        openLabel={t`Open`}
        onOpen={(design) => void navigate(openDesignUrl(design._id))}
        onRename={async (design, name) => {
          try {
            await rename({ id: design._id, changes: { name } }).unwrap();
          } catch (err) {
            throw new Error(serverMessage(err, t`Failed to update design`), { cause: err });
          }
        }}
        onDelete={async (design) => {
          try {
            await remove(design._id).unwrap();
          } catch (err) {
            throw new Error(serverMessage(err, t`Failed to delete design`), { cause: err });
          }
        }}
      />
    </section>
  );
}
