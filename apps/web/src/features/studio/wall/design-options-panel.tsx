import { Trans, useLingui } from '@lingui/react/macro';
import {
  ART_STYLES,
  CANVAS_SIZES,
  CUSTOM_SIZE_MAX_INCHES,
  CUSTOM_SIZE_MIN_INCHES,
  FRAME_STYLES,
  TEXTURES,
  wallArtPriceCents,
  type DesignOptions,
  type Dimensions,
} from '@wallart/shared';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { moneyText } from '../../../lib/money-text';
import { useSharedText } from '../../../lib/shared-text';
import { ART_STYLE_LABELS, CANVAS_SIZE_LABELS, FRAME_STYLE_LABELS, TEXTURE_LABELS } from '../option-labels';
import { CUSTOM_SIZE_MESSAGE, framedInches, parseCustomInches, useInchesText, type CustomSize } from './art-size';

export interface DesignOptionsPanelProps {
  options: DesignOptions;
  custom: CustomSize;
  canvas: Dimensions | null;
  onOptionChange: (key: keyof DesignOptions, value: string) => void;
  onCustomChange: (key: keyof CustomSize, value: string) => void;
}

/** docs/product/visualizer.md#design-options design options, each starting at a placeholder, and the live price (docs/product/visualizer.md#design-options, two decimals). */
export function DesignOptionsPanel({ options, custom, canvas, onOptionChange, onCustomChange }: DesignOptionsPanelProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const inches = useInchesText();
  const cents = wallArtPriceCents(options);
  // English keeps the '$39.99' the spec shows; the other languages write the amount their way.
  const price = moneyText(i18n.locale, cents);
  const customError = (text: string) => (text.trim() !== '' && parseCustomInches(text) === null ? ts(CUSTOM_SIZE_MESSAGE) : undefined);
  const range = `${CUSTOM_SIZE_MIN_INCHES}–${CUSTOM_SIZE_MAX_INCHES}`;
  const canvasText = canvas ? inches(canvas) : '';
  const framedText = canvas ? inches(framedInches(canvas, options.frameStyle)) : '';
  return (
    <div className="space-y-4">
      <SelectField
        label={t`Art style`}
        placeholder={t`Select art style`}
        options={ART_STYLES}
        optionLabel={(option) => i18n._(ART_STYLE_LABELS[option as keyof typeof ART_STYLE_LABELS])}
        value={options.artStyle}
        onChange={(e) => onOptionChange('artStyle', e.target.value)}
      />
      <SelectField
        label={t`Texture`}
        placeholder={t`Select texture`}
        options={TEXTURES}
        optionLabel={(option) => i18n._(TEXTURE_LABELS[option as keyof typeof TEXTURE_LABELS])}
        value={options.texture}
        onChange={(e) => onOptionChange('texture', e.target.value)}
      />
      <SelectField
        label={t`Canvas size`}
        placeholder={t`Select canvas size`}
        options={CANVAS_SIZES}
        optionLabel={(option) => i18n._(CANVAS_SIZE_LABELS[option as keyof typeof CANVAS_SIZE_LABELS])}
        value={options.canvasSize}
        onChange={(e) => onOptionChange('canvasSize', e.target.value)}
      />
      {options.canvasSize === 'Custom' && (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">
            <Trans>Custom size in inches</Trans>
          </legend>
          <TextField
            label={t`Width (in)`}
            inputMode="decimal"
            placeholder={range}
            value={custom.width}
            error={customError(custom.width)}
            onChange={(e) => onCustomChange('width', e.target.value)}
          />
          <TextField
            label={t`Height (in)`}
            inputMode="decimal"
            placeholder={range}
            value={custom.height}
            error={customError(custom.height)}
            onChange={(e) => onCustomChange('height', e.target.value)}
          />
        </fieldset>
      )}
      <SelectField
        label={t`Frame style`}
        placeholder={t`Select frame style`}
        options={FRAME_STYLES}
        optionLabel={(option) => i18n._(FRAME_STYLE_LABELS[option as keyof typeof FRAME_STYLE_LABELS])}
        value={options.frameStyle}
        onChange={(e) => onOptionChange('frameStyle', e.target.value)}
      />
      <div className="flex items-end justify-between gap-4 border-t border-paper-300 pt-4">
        <div className="text-sm text-ink-600">
          {canvas ? (
            <>
              <p>
                <Trans>
                  Canvas <span className="font-semibold text-ink-800">{canvasText}</span>
                </Trans>
              </p>
              {options.frameStyle !== '' && options.frameStyle !== 'None' && (
                <p>
                  <Trans>Framed {framedText}</Trans>
                </p>
              )}
              {options.canvasSize === '' && (
                <p>
                  <Trans>Shown at Medium until you choose a size</Trans>
                </p>
              )}
            </>
          ) : (
            <p>
              <Trans>Enter your custom size</Trans>
            </p>
          )}
        </div>
        <p className="text-right">
          <span className="block text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">
            <Trans>Price</Trans>
          </span>
          <output className="font-display text-3xl text-ink-900" data-testid="wall-art-price" aria-live="polite">
            {price}
          </output>
        </p>
      </div>
    </div>
  );
}
