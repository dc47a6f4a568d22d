'use client';

import * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The device camera as a scanner (the browser's BarcodeDetector: Chrome on Android, tablets): looks for a Code 128
 * or QR code a few times a second and hands the first one read to `onCode`. Loaded only when opened.
 */
export default function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = React.useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  React.useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let done = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (done || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector({ formats: ['code_128', 'qr_code'] });
        timer = setInterval(async () => {
          if (!video.current || done) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code?.rawValue && !done) {
            done = true;
            onCode(code.rawValue);
          }
        }, 250);
      } catch {
        setProblem('The camera could not be opened. Allow the camera for this site, or use a scanner or the code field.');
      }
    })();
    return () => {
      done = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Scan with the camera</DialogTitle>
          <DialogDescription>Hold a lot label, a traveler or a mold tag in front of the camera.</DialogDescription>
        </DialogHeader>
        {problem ? <p className="text-sm text-destructive">{problem}</p> : <video ref={video} className="aspect-video w-full rounded-md bg-black" muted playsInline />}
      </DialogContent>
    </Dialog>
  );
}
