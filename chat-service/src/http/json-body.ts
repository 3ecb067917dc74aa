import express from 'express';

/** API bodies are small JSON documents (uploads are multipart): a larger one is refused before it is read. */
export const jsonBody = () => express.json({ limit: '100kb' });
