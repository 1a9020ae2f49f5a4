import { useLingui } from '@lingui/react/macro';
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
 * docs/product/visualizer.md#wall-tab: the image picker modal. Issue 11's three sources (Describe it, Upload,
 * Generated faces) plus the signed-in visitor's own artwork. A choice becomes the studio's
 * artwork (decision 018, `artworkChosen`) and closes the dialog.
 */
export function ArtworkPickerDialog({ open, onOpenChange }: ArtworkPickerDialogProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUserId) != null;
  const [source, setSource] = useState<Source>('describe');
  const sources: Array<{ value: Source; label: string }> = [
    { value: 'describe', label: t`Describe it` },
    { value: 'upload', label: t`Upload` },
    { value: 'faces', label: t`Generated faces` },
    ...(signedIn ? [{ value: 'mine' as const, label: t`Your artwork` }] : []),
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
      title={t`Choose your artwork`}
      description={t`Describe a piece, upload your own, or use a portrait from the face generator.`}
      className="sm:max-w-3xl lg:max-w-4xl"
    >
      <Tabs.Root value={current} onValueChange={(value) => setSource(value as Source)}>
        {/* On a phone the sources sit in a 2×2 grid of boxed tabs (a sideways-scrolling row hid
            'Describe it' once 'Your artwork' was selected); from `sm` up, one underlined row. */}
        <Tabs.List aria-label={t`Artwork source`} data-testid="artwork-source-tabs" className="grid grid-cols-2 gap-2 sm:flex sm:gap-6 sm:border-b sm:border-paper-300">
          {sources.map((s) => (
            <Tabs.Trigger
              key={s.value}
              value={s.value}
              className="text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:text-ink-900 max-sm:rounded-[3px] max-sm:border max-sm:border-paper-300 max-sm:bg-paper-50 max-sm:px-3 max-sm:py-2.5 max-sm:text-center max-sm:data-[state=active]:border-terracotta-600 max-sm:data-[state=active]:bg-terracotta-300/10 max-sm:data-[state=active]:ring-1 max-sm:data-[state=active]:ring-terracotta-600 sm:-mb-px sm:shrink-0 sm:border-b-2 sm:border-transparent sm:pb-3 sm:data-[state=active]:border-terracotta-600"
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
