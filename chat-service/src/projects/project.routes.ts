import {
  milestoneInputSchema,
  milestoneUpdateSchema,
  projectInputSchema,
  projectUpdateSchema,
  taskInputSchema,
  taskUpdateSchema,
} from '@vela/contracts';
import { type Request, Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { parseId } from '../http/id-param.ts';
import { parseInput } from '../http/validate.ts';
import {
  addMilestone,
  addTask,
  changeMilestone,
  changeTask,
  projectMilestones,
  projectTasks,
  removeMilestone,
  removeTask,
} from './plan.use-case.ts';
import {
  adminProjects,
  changeProject,
  clientProjects,
  createProject,
  readProject,
  removeProject,
} from './project.use-case.ts';

const adminFilter = z.object({
  clientId: z
    .union([z.literal(''), z.coerce.number().int().positive('clientId must be a whole number.')])
    .optional(),
});

/** requireUser runs first on every route that calls this. */
function userOf(req: Request) {
  if (!req.user) throw new AppError('unauthorized', 'You need to log in first');
  return req.user;
}

/** Projects, tasks and milestones: clients read their own, admins read and write all. */
export function projectRoutes(db: Db) {
  const router = Router();

  router.get('/projects', requireUser, async (req, res) => {
    res.json({ projects: await clientProjects(db, userOf(req).id) });
  });

  router.get('/admin/projects', requireAdmin, async (req, res) => {
    const { clientId } = parseInput(adminFilter, req.query);
    res.json({ projects: await adminProjects(db, clientId || undefined) });
  });

  router.get('/projects/:id', requireUser, async (req, res) => {
    res.json(await readProject(db, userOf(req), parseId(req.params.id)));
  });

  router.get('/projects/:id/tasks', requireUser, async (req, res) => {
    res.json(await projectTasks(db, userOf(req), parseId(req.params.id)));
  });

  router.get('/projects/:id/milestones', requireUser, async (req, res) => {
    res.json(await projectMilestones(db, userOf(req), parseId(req.params.id)));
  });

  router.post('/projects', requireAdmin, async (req, res) => {
    res.status(201).json(await createProject(db, parseInput(projectInputSchema, req.body)));
  });

  router.put('/projects/:id', requireAdmin, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await changeProject(db, id, parseInput(projectUpdateSchema, req.body)));
  });

  router.delete('/projects/:id', requireAdmin, async (req, res) => {
    await removeProject(db, parseId(req.params.id));
    res.json({ success: true });
  });

  router.post('/projects/:id/tasks', requireAdmin, async (req, res) => {
    const projectId = parseId(req.params.id);
    res.status(201).json(await addTask(db, projectId, parseInput(taskInputSchema, req.body)));
  });

  router.put('/projects/:id/tasks/:taskId', requireAdmin, async (req, res) => {
    const [projectId, id] = [parseId(req.params.id), parseId(req.params.taskId, 'task id')];
    res.json(await changeTask(db, projectId, id, parseInput(taskUpdateSchema, req.body)));
  });

  router.delete('/projects/:id/tasks/:taskId', requireAdmin, async (req, res) => {
    await removeTask(db, parseId(req.params.id), parseId(req.params.taskId, 'task id'));
    res.json({ success: true });
  });

  router.post('/projects/:id/milestones', requireAdmin, async (req, res) => {
    const projectId = parseId(req.params.id);
    res.status(201).json(await addMilestone(db, projectId, parseInput(milestoneInputSchema, req.body)));
  });

  router.put('/projects/:id/milestones/:milestoneId', requireAdmin, async (req, res) => {
    const [projectId, id] = [parseId(req.params.id), parseId(req.params.milestoneId, 'milestone id')];
    res.json(await changeMilestone(db, projectId, id, parseInput(milestoneUpdateSchema, req.body)));
  });

  router.delete('/projects/:id/milestones/:milestoneId', requireAdmin, async (req, res) => {
    await removeMilestone(db, parseId(req.params.id), parseId(req.params.milestoneId, 'milestone id'));
    res.json({ success: true });
  });

  return router;
}
