import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { progressTransport } from '../api/upload-transport';
import { type UploadLimits, type UploadProblem, uploadProblem } from '../shared/upload-rules';
import { queryClient } from './server-state/client';

export interface FileUploadOptions<T> {
  /** What this upload may be (src/shared/upload-rules.ts: KYC_UPLOAD, LOGO_UPLOAD). */
  limits: UploadLimits;
  /** Sends the multipart body (field `file`) through the executor with this transport. */
  send: (body: FormData, transport: typeof fetch) => Promise<T>;
  onSuccess?: (answer: T) => void;
}

export interface FileUpload<T> {
  /** The file chosen last (sent, being sent, or refused). */
  file: File | null;
  /** Why the chosen file was not sent (checked before a byte left); null when it was. */
  refused: UploadProblem | null;
  /** 0–100 while sending. */
  percent: number;
  pending: boolean;
  /** The send's failure (network, the platform's refusal), kept until the next try. */
  error: Error | null;
  /** The platform's answer to the last successful send. */
  answer: T | undefined;
  /** The `accept` list for the file chooser. */
  accept: string;
  /** Checks the chosen file and sends it when it may be sent. */
  choose: (file: File | undefined) => void;
  /** Sends the same file again after a failure. */
  retry: () => void;
}

/**
 * One file upload, as every upload screen does it (KYC documents, logos): the file checked for
 * type and size before a byte leaves, sent as multipart field `file` with its progress reported
 * (XMLHttpRequest under the executor, api/upload-transport.ts), a failure kept with the file so
 * one tap sends it again. The words are the caller's: it knows what kind of file it asked for.
 */
export function useFileUpload<T>({ limits, send, onSuccess }: FileUploadOptions<T>): FileUpload<T> {
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<UploadProblem | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useMutation(
    {
      mutationFn: (f: File) => {
        setProgress(0);
        const body = new FormData();
        body.set('file', f, f.name);
        return send(body, progressTransport(setProgress));
      },
      onSuccess: (answer) => onSuccess?.(answer),
    },
    queryClient,
  );
  return {
    file,
    refused,
    percent: Math.round(progress * 100),
    pending: upload.isPending,
    error: upload.error,
    answer: upload.data,
    accept: limits.types.join(','),
    choose(f) {
      if (!f) return;
      setFile(f);
      const problem = uploadProblem(f, limits);
      setRefused(problem);
      if (problem) upload.reset();
      else upload.mutate(f);
    },
    retry() {
      if (file && !refused) upload.mutate(file);
    },
  };
}
