import { PageLayout } from '../../../components/layout/page-layout';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

/** SPEC §2 "Select Generated Face (/image-upload)". The face grid comes with the generator issue. */
export function ImageUploadScreen() {
  return (
    <PageLayout eyebrow="AI Wall Generator" title="Select Generated Face" description="Pick one of the generated faces to place in your wall art.">
      <PendingNote>Generated faces will appear here once the generator opens.</PendingNote>
      {/* SPEC §2: 'Back To Wall Art' goes to the generator with the wall tab. */}
      <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' }} variant="outline" className="mt-8">
        <ArrowLeftIcon className="size-4.5" /> Back To Wall Art
      </LinkButton>
    </PageLayout>
  );
}
