/**
 * A JSON Schema of the JSON:API 1.1 document format (jsonapi.org/format), written from the
 * specification's rules, to check our responses in tests: top-level members and which may appear
 * together, resource objects, identifiers, relationships, links, and error objects.
 */
const memberName = '^[a-zA-Z0-9](?:[-\\w]*[a-zA-Z0-9])?$';

const link = {
  oneOf: [
    { type: 'string', format: 'uri-reference' },
    {
      type: 'object',
      required: ['href'],
      properties: {
        href: { type: 'string', format: 'uri-reference' },
        rel: { type: 'string' },
        describedby: { $ref: '#/definitions/link' },
        title: { type: 'string' },
        type: { type: 'string' },
        hreflang: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
    { type: 'null' },
  ],
};

export const jsonApiDocumentSchema = {
  $id: 'https://revalu.example/json-api-1.1.json',
  title: 'JSON:API 1.1 document',
  definitions: {
    meta: { type: 'object', propertyNames: { pattern: memberName } },
    link,
    links: {
      type: 'object',
      propertyNames: { pattern: memberName },
      additionalProperties: { $ref: '#/definitions/link' },
    },
    jsonapi: {
      type: 'object',
      properties: {
        version: { type: 'string', enum: ['1.0', '1.1'] },
        ext: { type: 'array', items: { type: 'string', format: 'uri' } },
        profile: { type: 'array', items: { type: 'string', format: 'uri' } },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
    identifier: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string', pattern: memberName },
        id: { type: 'string', minLength: 1 },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
    attributes: {
      type: 'object',
      // Attributes may hold any JSON, but not the names reserved for the resource object.
      propertyNames: { pattern: memberName, not: { enum: ['relationships', 'links', 'id', 'type'] } },
    },
    relationship: {
      type: 'object',
      anyOf: [{ required: ['data'] }, { required: ['meta'] }, { required: ['links'] }],
      properties: {
        links: { $ref: '#/definitions/links' },
        data: {
          oneOf: [
            { type: 'null' },
            { $ref: '#/definitions/identifier' },
            { type: 'array', items: { $ref: '#/definitions/identifier' }, uniqueItems: true },
          ],
        },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
    resource: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string', pattern: memberName },
        id: { type: 'string', minLength: 1 },
        attributes: { $ref: '#/definitions/attributes' },
        relationships: {
          type: 'object',
          propertyNames: { pattern: memberName, not: { enum: ['id', 'type'] } },
          additionalProperties: { $ref: '#/definitions/relationship' },
        },
        links: { $ref: '#/definitions/links' },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
    error: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        links: { $ref: '#/definitions/links' },
        status: { type: 'string', pattern: '^[1-5][0-9]{2}$' },
        code: { type: 'string' },
        title: { type: 'string' },
        detail: { type: 'string' },
        source: {
          type: 'object',
          properties: {
            pointer: { type: 'string', pattern: '^(/[^/]*)*$' },
            parameter: { type: 'string' },
            header: { type: 'string' },
          },
          additionalProperties: false,
        },
        meta: { $ref: '#/definitions/meta' },
      },
      additionalProperties: false,
    },
  },
  type: 'object',
  properties: {
    data: {
      oneOf: [
        { type: 'null' },
        { $ref: '#/definitions/resource' },
        { type: 'array', items: { $ref: '#/definitions/resource' }, uniqueItems: true },
      ],
    },
    errors: { type: 'array', items: { $ref: '#/definitions/error' }, minItems: 1, uniqueItems: true },
    meta: { $ref: '#/definitions/meta' },
    jsonapi: { $ref: '#/definitions/jsonapi' },
    links: { $ref: '#/definitions/links' },
    included: { type: 'array', items: { $ref: '#/definitions/resource' }, uniqueItems: true },
  },
  additionalProperties: false,
  // A document has data, errors or meta; data and errors never together; included only with data.
  anyOf: [{ required: ['data'] }, { required: ['errors'] }, { required: ['meta'] }],
  not: { anyOf: [{ required: ['data', 'errors'] }, { required: ['included'], not: { required: ['data'] } }] },
} as const;
