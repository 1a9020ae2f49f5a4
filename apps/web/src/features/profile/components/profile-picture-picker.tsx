import { Trans } from '@lingui/react/macro';
import { acceptAttribute, PROFILE_IMAGE_MIME_TYPES } from '@wallart/shared';
import { useId, useRef, type ChangeEvent } from 'react';
import { CameraIcon } from '../../../components/ui/account-icons';
import { FieldError } from '../../../components/ui/form-field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { profileImageError } from '../utils/profile-image';

export interface ProfilePicturePickerProps {
  name: string;
  /** The stored picture, or '' for none. */
  picture: string | undefined;
  /** The preview of a chosen but not yet saved image. */
  previewUrl: string | null;
  editing: boolean;
  error: string | null;
  onPick: (file: File) => void;
  onError: (message: string) => void;
}

/** The profile picture; in edit mode a button under it picks a new one (docs/product/accounts.md#profile checks: jpg/png/gif, under 5 MB). */
export function ProfilePicturePicker({ name, picture, previewUrl, editing, error, onPick, onError }: ProfilePicturePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after Cancel.
    event.target.value = '';
    if (!file) return;
    const message = profileImageError(file);
    if (message) onError(message);
    else onPick(file);
  };

  return (
    <div className="flex flex-col items-center">
      <div className="relative">
        <UserAvatar name={name} picture={previewUrl ?? picture} className="size-28 text-3xl! ring-4 ring-paper-50" />
        {previewUrl && (
          <span className="absolute -right-1 bottom-1 rounded-full bg-brass-400 px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-ink-900 uppercase">
            <Trans>New</Trans>
          </span>
        )}
      </div>
      {editing && (
        <div className="mt-4 flex flex-col items-center">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={acceptAttribute(PROFILE_IMAGE_MIME_TYPES)}
            className="peer sr-only"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-[3px] border border-ink-900/25 px-3.5 text-sm font-semibold text-ink-900 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-terracotta-500 hover:border-ink-900"
          >
            <CameraIcon className="size-4.5" />
            {picture || previewUrl ? <Trans>Change photo</Trans> : <Trans>Add photo</Trans>}
          </label>
          <p className="mt-1.5 text-xs text-ink-500">
            <Trans>JPG, PNG or GIF, up to 5 MB</Trans>
          </p>
          {error && <FieldError id={errorId} message={error} className="text-center" />}
        </div>
      )}
    </div>
  );
}
