import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import errorsPlugin from './errors.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post('/echo', { schema: { body: z.object({ name: z.string().max(5) }) } }, async (req) => ({ name: req.body.name }));
  app.get('/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  app.get('/refused', async () => {
    throw new AppError(409, 'DUPLICATE_THING', 'Already there');
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers schema violations with 400 VALIDATION_ERROR naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'far too long' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'name', in: 'body' }] });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps the code and message of an AppError', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE_THING', message: 'Already there' });
  });

  it('hides internals of unexpected failures', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(res.body).not.toContain('postgres://');
  });

  it('treats a response that breaks its schema as a 500 without leaking it', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
  });
});
