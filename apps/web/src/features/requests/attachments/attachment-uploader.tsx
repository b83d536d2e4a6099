import { FileUploader } from '../../../components/file-uploader';
import { useUploadAttachment } from '../api/upload-attachment';

/** Adds files to a request, one upload per file (the shared uploader's checks and messages). */
export function AttachmentUploader({ requestId }: { requestId: string }) {
  const upload = useUploadAttachment(requestId);
  return <FileUploader upload={upload.mutateAsync} uploading={upload.isPending} />;
}
