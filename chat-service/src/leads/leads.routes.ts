import { leadQuerySchema } from '@vela/contracts';
import { Router } from 'express';
import { requireAdmin } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { parseInput } from '../http/validate.ts';
import { leadsToCsv } from './leads.csv.ts';
import { listLeads } from './leads.use-case.ts';

/** Leads for admins: the list and its CSV export, both with the same optional search. */
export function leadRoutes(db: Db) {
  const router = Router();

  router.get('/admin/leads', requireAdmin, async (req, res) => {
    const { search } = parseInput(leadQuerySchema, req.query);
    res.json({ leads: await listLeads(db, search) });
  });

  router.get('/admin/leads.csv', requireAdmin, async (req, res) => {
    const { search } = parseInput(leadQuerySchema, req.query);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .setHeader('Cache-Control', 'no-store')
      // A BOM so spreadsheet programs read the accents as UTF-8.
      .send(`\uFEFF${leadsToCsv(await listLeads(db, search))}`);
  });

  return router;
}
