import type { FastifyRequest } from 'fastify';

/** Rate-limit key: the signed-in learner (so one learner cannot flood from many addresses), else the address. */
export async function learnerKey(request: FastifyRequest): Promise<string> {
  const user = await request.loadUser();
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}
