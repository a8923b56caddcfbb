import { consoleDeskEndpoints as desk } from '@tarot/contracts/endpoints/console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'
import { actorOf } from '../plugins/console'

const tags = ['Console']

/** The back office's desk (docs/back-office.md): the feedback inbox, birth-year corrections, people and moderation. */
export const consoleDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = app.requireOperator('feedback.reply')
  route(
    app,
    desk.listFeedback,
    { preValidation: feedback, schema: { operationId: 'listFeedback', tags, summary: 'The feedback inbox', description: 'Newest first; by status and assignee (`me`).' } },
    async (request) => {
      const { page = 1, ...filter } = request.query
      return ok(await app.feedbackService.list(actorOf(request), filter, page, desk.listFeedback.limits.pageSize))
    },
  )
  route(app, desk.getFeedback, { preValidation: feedback, schema: { operationId: 'getFeedback', tags, summary: 'One feedback item' } }, async (request) =>
    ok(await app.feedbackService.get(request.params.id)),
  )
  route(app, desk.assignFeedback, { preValidation: feedback, schema: { operationId: 'assignFeedback', tags, summary: 'Assign feedback' } }, async (request) =>
    ok(await app.feedbackService.assign(actorOf(request), request.params.id, request.body.operatorId)),
  )
  route(
    app,
    desk.replyFeedback,
    { preValidation: feedback, schema: { operationId: 'replyFeedback', tags, summary: 'Reply to feedback', description: 'The person reads it in the app; one reply per item.' } },
    async (request) => ok(await app.feedbackService.reply(actorOf(request), request.params.id, request.body.reply)),
  )
  route(app, desk.closeFeedback, { preValidation: feedback, schema: { operationId: 'closeFeedback', tags, summary: 'Close feedback' } }, async (request) =>
    ok(await app.feedbackService.close(actorOf(request), request.params.id)),
  )

  const people = app.requireOperator('people.read')
  const changePeople = app.requireOperator('people.write')
  route(app, desk.listCorrections, { preValidation: people, schema: { operationId: 'listCorrections', tags, summary: 'Birth-year corrections waiting' } }, async () =>
    ok(await app.peopleService.pendingCorrections()),
  )
  route(
    app,
    desk.decideCorrection,
    { preValidation: app.requireOperator('feedback.reply'), schema: { operationId: 'decideCorrection', tags, summary: 'Approve or decline a birth-year correction', description: 'Audited.' } },
    async (request) => ok(await app.peopleService.decideCorrection(actorOf(request), request.params.userId, request.body.decision === 'approve', request.body.reason)),
  )
  route(
    app,
    desk.findPeople,
    { preValidation: people, schema: { operationId: 'findPeople', tags, summary: 'Find a person', description: 'By user id, sign-in name, reader name, order number or transaction id.' } },
    async (request) => ok(await app.peopleService.find(request.query.q)),
  )
  route(app, desk.getPerson, { preValidation: people, schema: { operationId: 'getPerson', tags, summary: 'A person: wallet, ledger, orders' } }, async (request) =>
    ok(await app.peopleService.detail(request.params.userId)),
  )
  route(
    app,
    desk.adjustEnergy,
    { preValidation: changePeople, schema: { operationId: 'adjustEnergy', tags, summary: 'Give or take energy', description: 'Never below zero; idempotent on `adjustmentKey`; audited.' } },
    async (request) => ok(await app.peopleService.adjustEnergy(actorOf(request), request.params.userId, request.body)),
  )
  route(
    app,
    desk.blockPerson,
    { preValidation: changePeople, schema: { operationId: 'blockPerson', tags, summary: 'Block or unblock sign-in', description: 'A block ends their sessions; audited.' } },
    async (request) => ok(await app.peopleService.setBlocked(actorOf(request), request.params.userId, request.body.blocked, request.body.reason)),
  )

  const content = app.requireOperator('content.publish')
  const bodyLimit = desk.publishContent.limits.bodyBytes
  route(app, desk.getContent, { preValidation: content, schema: { operationId: 'getContent', tags, summary: 'Content in force and its history' } }, async () => ok(await app.contentDesk.state()))
  route(
    app,
    desk.previewContent,
    { preValidation: content, bodyLimit, schema: { operationId: 'previewContent', tags, summary: 'Check an upload and see how it differs from what is in force' } },
    async (request) => ok(app.contentDesk.preview(request.body)),
  )
  route(
    app,
    desk.publishContent,
    {
      preValidation: content,
      bodyLimit,
      schema: { operationId: 'publishContent', tags, summary: 'Publish a catalogue or an article set', description: 'Through the running server; every instance serves it within seconds; audited.' },
    },
    async (request) => {
      const { reason, ...upload } = request.body
      return ok(await app.contentDesk.publish(actorOf(request), upload, reason))
    },
  )
  route(app, desk.rollbackContent, { preValidation: content, schema: { operationId: 'rollbackContent', tags, summary: 'Put an earlier publish back in force' } }, async (request) =>
    ok(await app.contentDesk.rollback(actorOf(request), request.params.historyId, request.body.reason)),
  )
  route(app, desk.withdrawContent, { preValidation: content, schema: { operationId: 'withdrawContent', tags, summary: "Back to the release's own content" } }, async (request) =>
    ok(await app.contentDesk.withdraw(actorOf(request), request.body.reason)),
  )

  const moderation = app.requireOperator('moderation.decide')
  route(
    app,
    desk.safetyFlags,
    { preValidation: moderation, schema: { operationId: 'safetyFlags', tags, summary: 'Crisis and sensitive questions per day', description: 'Counts only: never the words or who asked.' } },
    async () => ok({ days: await app.safetyFlags.lastDays(desk.safetyFlags.limits.days) }),
  )
  route(app, desk.listModeration, { preValidation: moderation, schema: { operationId: 'listModeration', tags, summary: 'The moderation queue' } }, async () => ok(await app.moderationDesk.list()))
  route(
    app,
    desk.decideModeration,
    { preValidation: moderation, schema: { operationId: 'decideModeration', tags, summary: 'Pass or reject a held text', description: 'A rejected consultation is cancelled and refunded; audited.' } },
    async (request) => ok(await app.moderationDesk.decide(actorOf(request), request.params.itemId, request.body.decision, request.body.reason)),
  )
}
