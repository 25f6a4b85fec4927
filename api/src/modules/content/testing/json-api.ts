import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { jsonApiDocumentSchema } from './json-api-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(jsonApiDocumentSchema);

/** The JSON:API format problems of a document, empty when it is a valid document. */
export function jsonApiProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(document)'} ${e.message ?? ''}`);
}
