// What other features may use of missions; apps/admin/README.md lists who does, and why.
export { downloadFile, fileRequest } from './api/file-request';
export { CoverUpload } from './components/cover-upload';
