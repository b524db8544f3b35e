import express, { type Express } from 'express';
import type { AdminPolicy, Logger } from '@faithcraft/lib';
import { ToolError, capabilities, type MediaTools } from '../media/media-tools.js';
import type { ObjectStore } from '../storage/object-store.js';

/** The media-service tool endpoint (spec 001 MCP Tools) and the files it stores; admins only. */
export function mcpRoutes(deps: {
  tools: MediaTools;
  store: ObjectStore;
  adminPolicy: AdminPolicy;
  identitySecret: string;
  log: Logger;
}) {
  const admin = deps.adminPolicy.httpGuard(deps.identitySecret, "You don't have permission to access the admin panel.");

  return (app: Express): void => {
    app.get('/mcp/capabilities', admin, (_req, res) => {
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.json(capabilities);
    });

    app.post('/mcp', admin, express.json({ limit: '64kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { method?: unknown; params?: unknown };
      const method = typeof body.method === 'string' ? body.method : '';
      const params =
        typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, unknown>) : {};
      try {
        res.json({ method, result: await deps.tools.call(method, params) });
      } catch (err) {
        if (err instanceof ToolError) {
          res.status(400).json({ method, message: err.message, error: { message: err.message } });
          return;
        }
        deps.log.error({ err, method }, 'media tool failed');
        res.status(503).json({ method, message: 'The media service is unavailable right now. Please try again.' });
      }
    });

    app.get('/files/library/:folder/:name', admin, async (req, res) => {
      try {
        const opened = await deps.store.open(`media/${String(req.params['folder'])}/${String(req.params['name'])}`);
        if (!opened) {
          res.status(404).json({ message: 'File not found' });
          return;
        }
        res.setHeader('Content-Type', opened.contentType);
        res.setHeader('Content-Length', String(opened.size));
        res.setHeader('Cache-Control', 'private, max-age=300');
        opened.stream.pipe(res);
      } catch (err) {
        deps.log.error({ err }, 'media file failed');
        res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
      }
    });
  };
}
