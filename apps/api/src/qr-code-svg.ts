import type { QRCodeToStringOptions } from 'qrcode';

/**
 * A QR code as SVG text. qrcode loads on the first drawing, not at every start (~30 ms of CPU
 * that a start drawing no QR never used).
 */
export async function qrCodeSvg(text: string, options: QRCodeToStringOptions): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { ...options, type: 'svg' });
}
