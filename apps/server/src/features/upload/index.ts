// The public face of upload: other features import only what is exported here.
export { cleanImage, storeImage } from './upload.service';
