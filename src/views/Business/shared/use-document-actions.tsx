import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { usePermission } from '@/components/Permission/use-permission';
import { describeFailure, type ActionFailure } from './action-error';
import {
  actionLabel,
  blockedMessageKey,
  blockedReasons,
  offeredActions,
  type ActionSpec,
} from './action-spec';
import { ActionDialog } from './ActionDialog';
import { useBusinessRole } from './use-business-role';

/** What an action the view runs itself (`perform`) came to: the server's answer, or its refusal. */
export type ActionOutcome = { ok: true; answer: unknown } | { ok: false; error: unknown };

/**
 * `P`: what `run` takes besides the document; the kit's own dialogs send `{ [reasonField]: reason }`
 * or nothing, a view's own form (`perform`) whatever its action needs.
 */
export interface DocumentActionsOptions<D, P extends object = Record<string, string>> {
  /** the document kind's lifecycle chart (`inboundOrderMachine`) */
  machine: AnyStateMachine;
  /** every action this page may offer, in button order */
  specs: readonly ActionSpec[];
  /** sends one action: `(doc, event, payload) => inboundAction(doc.id, event, payload)` */
  run: (doc: D, event: string, payload: P) => Promise<unknown>;
  /** names the document in dialogs and notices (its number) */
  nameOf: (doc: D) => string;
  /** what the chart's guards look at @default {} */
  contextOf?: (doc: D) => unknown;
  /** @default doc.status */
  statusOf?: (doc: D) => string;
  /** after an action, or after a 409 showed that what is on screen is stale: reload */
  onChanged?: (doc: D | null) => void;
  /** a page that shows one document: called instead of `onChanged` once `delete` removed it */
  onDeleted?: () => void;
  /**
   * actions the view handles itself (a form to fill, a page to open), called instead of the dialog;
   * a form of its own sends the action with `perform`
   */
  handlers?: Partial<Record<string, (doc: D) => void>>;
}

export interface DocumentActionsApi<D, P extends object = Record<string, string>> {
  actionsFor: (doc: D) => ActionSpec[];
  /**
   * Why an offered action cannot go on for this document, in words (the chart's document guards:
   * "2 exceptions are still open"); empty when it can. Show the action disabled with these.
   */
  blockersFor: (doc: D, spec: ActionSpec) => string[];
  /** actions allowed on at least one of `docs` (a bulk action runs on those it is allowed on) */
  bulkActionsFor: (docs: D[]) => ActionSpec[];
  start: (doc: D, spec: ActionSpec) => void;
  startBulk: (docs: D[], spec: ActionSpec) => void;
  /**
   * Sends one of `specs` from a view's own form (a handler's dialog, a panel), with the kit's notice
   * and `onChanged` on success; a refusal is handed back for the form to show (a 422 at its fields).
   */
  perform: (doc: D, event: string, payload: P) => Promise<ActionOutcome>;
  /** the event being sent, while it is */
  running: string | null;
  /** render it once, anywhere: the confirmation / reason dialog */
  dialog: ReactNode;
}

/** What the buttons (`DocumentActions`, `RowActions`, `BusinessList`) read of it, whatever `run` takes. */
export type ActionButtonsApi<D> = Omit<DocumentActionsApi<D, never>, 'perform'>;

interface Pending<D> {
  docs: D[];
  spec: ActionSpec;
  label: string;
}

const statusField = (doc: unknown): string =>
  typeof doc === 'object' && doc !== null && 'status' in doc && typeof doc.status === 'string'
    ? doc.status
    : '';

/** Which lifecycle actions a document offers (chart ∩ route permission), and running them with care. */
export function useDocumentActions<D, P extends object = Record<string, string>>(
  options: DocumentActionsOptions<D, P>,
): DocumentActionsApi<D, P> {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const [pending, setPending] = useState<Pending<D> | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const {
    machine,
    specs,
    contextOf,
    statusOf = statusField,
    run,
    nameOf,
    onChanged,
    onDeleted,
    handlers,
  } = options;
  const changed = (event: string, doc: D | null) => {
    if (event === 'delete' && onDeleted) onDeleted();
    else onChanged?.(doc);
  };

  const actionsFor = useCallback(
    (doc: D) => offeredActions(machine, statusOf(doc), contextOf?.(doc) ?? {}, role, specs, hasPermission),
    [machine, statusOf, contextOf, role, specs, hasPermission],
  );
  const blockersFor = useCallback(
    (doc: D, spec: ActionSpec) => {
      const context = contextOf?.(doc) ?? {};
      return blockedReasons(machine, statusOf(doc), context, role, spec).map((reason) =>
        t(blockedMessageKey(reason), context as Record<string, string | number>),
      );
    },
    [machine, statusOf, contextOf, role, t],
  );
  const bulkActionsFor = useCallback(
    (docs: D[]) =>
      specs.filter((spec) =>
        docs.some((doc) => actionsFor(doc).includes(spec) && blockersFor(doc, spec).length === 0),
      ),
    [specs, actionsFor, blockersFor],
  );

  const doneMessage = (spec: ActionSpec, document: string) =>
    t(spec.wording?.done ?? 'business.actionDialog.done', { action: t(actionLabel(spec)), document });

  const perform = async (doc: D, event: string, payload: P): Promise<ActionOutcome> => {
    const spec = specs.find((candidate) => candidate.event === event);
    if (!spec) return { ok: false, error: new Error(`not an action of this page: ${event}`) };
    setRunning(event);
    try {
      const answer = await run(doc, event, payload);
      notifications.show({ color: 'green', message: doneMessage(spec, nameOf(doc)) });
      changed(event, doc);
      return { ok: true, answer };
    } catch (error) {
      if (describeFailure(error).stale) onChanged?.(doc);
      return { ok: false, error };
    } finally {
      setRunning(null);
    }
  };

  const execute = async (target: Pending<D>, reason: string) => {
    const { spec } = target;
    const docs = target.docs.filter(
      (doc) => actionsFor(doc).includes(spec) && blockersFor(doc, spec).length === 0,
    );
    // the kit's dialogs send a reason or nothing
    const payload = (reason ? { [spec.reasonField ?? 'reason']: reason } : {}) as P;
    setRunning(spec.event);
    setFailure(null);
    const results = await Promise.allSettled(docs.map((doc) => run(doc, spec.event, payload)));
    setRunning(null);
    const rejected = results.find((result) => result.status === 'rejected');
    const done = results.length - (rejected ? results.filter((r) => r.status === 'rejected').length : 0);
    if (done > 0) {
      notifications.show({
        color: 'green',
        message:
          docs.length === 1
            ? doneMessage(spec, target.label)
            : t('business.actionDialog.bulkDone', { action: t(actionLabel(spec)), count: done }),
      });
    }
    if (rejected) {
      const described = describeFailure(rejected.reason);
      setPending(target);
      setFailure(described);
      if (done > 0 || described.stale) onChanged?.(docs.length === 1 ? docs[0] : null);
      return;
    }
    setPending(null);
    changed(spec.event, docs.length === 1 ? docs[0] : null);
  };

  const open = (docs: D[], spec: ActionSpec, label: string) => {
    const target = { docs, spec, label };
    setFailure(null);
    if (spec.confirm || spec.reason) setPending(target);
    else void execute(target, '');
  };

  const start = (doc: D, spec: ActionSpec) => {
    const own = handlers?.[spec.event];
    if (own) own(doc);
    else open([doc], spec, nameOf(doc));
  };
  const startBulk = (docs: D[], spec: ActionSpec) =>
    open(docs, spec, t('table.selected', { count: docs.length }));

  const close = () => {
    setPending(null);
    setFailure(null);
  };
  const dialog = pending ? (
    <ActionDialog
      key={`${pending.spec.event}:${pending.label}`}
      spec={pending.spec}
      document={pending.label}
      running={running !== null}
      failure={failure}
      onRun={(reason) => void execute(pending, reason)}
      onClose={close}
    />
  ) : null;

  return { actionsFor, blockersFor, bulkActionsFor, start, startBulk, perform, running, dialog };
}
