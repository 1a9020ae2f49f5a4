import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { StudioTab } from '../../stores/studio-slice';
import { FaceIcon, FrameIcon } from './studio-icons';

export interface StudioTabsProps {
  tab: StudioTab;
  onTabChange: (tab: StudioTab) => void;
  face: ReactNode;
  wall: ReactNode;
}

const tabs = [
  { value: 'face', label: msg`Generate Face`, hint: msg`Age progression portraits`, Icon: FaceIcon },
  { value: 'wall', label: msg`Create Wall Art`, hint: msg`Choose artwork, see it on a wall`, Icon: FrameIcon },
] as const;

const isStudioTab = (value: string): value is StudioTab => value === 'face' || value === 'wall';

/**
 * docs/product/studio.md#generator-tabs: the two tabs, 'Generate Face' first. Radix gives the ARIA tab roles,
 * arrow keys (Home/End too) and activation on focus; the inactive panel is unmounted, so the face
 * tab's code and models load only when it is shown.
 */
export function StudioTabs({ tab, onTabChange, face, wall }: StudioTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isStudioTab(value) && onTabChange(value)}>
      <Tabs.List aria-label={t`Generator`} className="inline-flex w-full max-w-xl gap-1 rounded-[4px] border border-paper-300 bg-paper-50 p-1 shadow-frame">
        {tabs.map(({ value, label, hint, Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="group flex flex-1 items-center gap-3 rounded-[3px] px-4 py-3 text-left text-ink-700 transition-colors duration-200 hover:bg-ink-900/[0.04] data-[state=active]:bg-ink-900 data-[state=active]:text-paper-50"
          >
            <Icon className="size-5 shrink-0 text-terracotta-600 group-data-[state=active]:text-brass-300" />
            <span className="flex flex-col">
              <span className="text-sm font-semibold">{i18n._(label)}</span>
              <span className="hidden text-xs text-ink-500 group-data-[state=active]:text-paper-200 sm:block">{i18n._(hint)}</span>
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="face" className="mt-10 focus-visible:outline-none">
        {face}
      </Tabs.Content>
      <Tabs.Content value="wall" className="mt-10 focus-visible:outline-none">
        {wall}
      </Tabs.Content>
    </Tabs.Root>
  );
}
