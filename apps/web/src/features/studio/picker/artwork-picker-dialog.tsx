import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { artworkChosen, type StudioArtwork } from '../../../stores/studio-slice';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { DescribeSource } from './describe-source';
import { GeneratedFacesSource } from './generated-faces-source';
import { UploadSource } from './upload-source';
import { YourArtwork } from './your-artwork';

export interface ArtworkPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Source = 'describe' | 'upload' | 'faces' | 'mine';

/**
 * SPEC §2 "Wall tab": the image picker modal. Issue 11's three sources (Describe it, Upload,
 * Generated faces) plus the signed-in visitor's own artwork. A choice becomes the studio's
 * artwork (CONTRACTS §3 `artworkChosen`) and closes the dialog.
 */
export function ArtworkPickerDialog({ open, onOpenChange }: ArtworkPickerDialogProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUserId) != null;
  const [source, setSource] = useState<Source>('describe');
  const sources: Array<{ value: Source; label: string }> = [
    { value: 'describe', label: 'Describe it' },
    { value: 'upload', label: 'Upload' },
    { value: 'faces', label: 'Generated faces' },
    ...(signedIn ? [{ value: 'mine' as const, label: 'Your artwork' }] : []),
  ];
  const current = sources.some((s) => s.value === source) ? source : 'describe';

  const choose = (artwork: StudioArtwork) => {
    dispatch(artworkChosen(artwork));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose your artwork"
      description="Describe a piece, upload your own, or use a portrait from the face generator."
      className="sm:max-w-3xl lg:max-w-4xl"
    >
      <Tabs.Root value={current} onValueChange={(value) => setSource(value as Source)}>
        <Tabs.List aria-label="Artwork source" className="flex gap-6 overflow-x-auto border-b border-paper-300">
          {sources.map((s) => (
            <Tabs.Trigger
              key={s.value}
              value={s.value}
              className="-mb-px shrink-0 border-b-2 border-transparent pb-3 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:border-terracotta-600 data-[state=active]:text-ink-900"
            >
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-6">
          <Tabs.Content value="describe">
            <DescribeSource onChosen={choose} />
          </Tabs.Content>
          <Tabs.Content value="upload">
            <UploadSource onChosen={choose} />
          </Tabs.Content>
          <Tabs.Content value="faces">
            <GeneratedFacesSource onChosen={choose} />
          </Tabs.Content>
          {signedIn && (
            <Tabs.Content value="mine">
              <YourArtwork onChosen={choose} />
            </Tabs.Content>
          )}
        </div>
      </Tabs.Root>
    </Dialog>
  );
}
