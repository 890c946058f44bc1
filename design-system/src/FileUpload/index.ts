export {
  FileUpload,
  type FileUploadProps,
  type UploadOptions,
  type UploadResult,
} from './FileUpload';
export {
  fileProblem,
  fileTypeName,
  imageFileRules,
  type FileProblem,
  type FileRules,
} from './fileRules';
