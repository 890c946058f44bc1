export {
  FileUpload,
  type FileUploadProps,
  type UploadOptions,
  type UploadResult,
} from './FileUpload';
export { fileProblem, fileTypeName, type FileProblem, type FileRules } from './fileRules';
