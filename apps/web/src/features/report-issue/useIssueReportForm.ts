import { ISSUE_TYPES, PRIORITIES, REPORT_SUCCESS_CLOSE_MS } from '@fd/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { submitIssueReport } from '../api/issueReports';

export type IssueType = (typeof ISSUE_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];

export interface IssueReportFields {
  issueType: IssueType | '';
  description: string;
  correctData: string;
  userEmail: string;
  priority: Priority;
}

/** The states of the report modal while it is open. */
export type SubmitState = 'editing' | 'submitting' | 'success' | 'error';

export interface ReportedEntity {
  entityType: 'company' | 'employee';
  entityId: number;
  entityName: string;
}

function emptyFields(userEmail: string): IssueReportFields {
  return { issueType: '', description: '', correctData: '', userEmail, priority: 'medium' };
}

export function isIssueType(value: string): value is IssueType {
  return (ISSUE_TYPES as readonly string[]).includes(value);
}

export function isPriority(value: string): value is Priority {
  return (PRIORITIES as readonly string[]).includes(value);
}

/** Form state of the report modal; after a success it closes itself after 2 s. */
export function useIssueReportForm(entity: ReportedEntity, defaultEmail: string, onDone: () => void) {
  const [fields, setFields] = useState<IssueReportFields>(() => emptyFields(defaultEmail));
  const [state, setState] = useState<SubmitState>('editing');

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => {
      setFields(emptyFields(defaultEmail));
      setState('editing');
      onDone();
    }, REPORT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state, defaultEmail, onDone]);

  const update = <Key extends keyof IssueReportFields>(key: Key, value: IssueReportFields[Key]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting' || fields.issueType === '') return;
    setState('submitting');
    try {
      await submitIssueReport({
        ...entity,
        entityId: String(entity.entityId),
        issueType: fields.issueType,
        description: fields.description.trim(),
        correctData: fields.correctData.trim(),
        userEmail: fields.userEmail.trim(),
        priority: fields.priority,
        timestamp: new Date().toISOString(),
        userAgent: navigator.userAgent,
        url: window.location.href,
      });
      setState('success');
    } catch {
      setState('error');
    }
  };

  return { fields, state, update, submit };
}
