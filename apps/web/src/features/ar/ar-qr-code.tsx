import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * The code a phone scans to open this AR view (docs/product/ar.md#on-a-computer): this page's own
 * address, which carries only the artwork's random id and the options. Drawn by `qrcode`, loaded
 * with the view.
 */
export function ArQrCode() {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  const link = window.location.href;
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240, color: { dark: '#1c1a18', light: '#ffffff' } });
      if (!cancelled) setImage(url);
    });
    return () => {
      cancelled = true;
    };
  }, [link]);
  return image ? (
    <img src={image} width={240} height={240} alt={t`QR code that opens this AR view on a phone: ${link}`} data-testid="ar-qr-code" className="mx-auto rounded-[2px] border border-paper-300" />
  ) : (
    <div className="mx-auto size-[240px] animate-pulse rounded-[2px] bg-paper-200" aria-hidden="true" />
  );
}
