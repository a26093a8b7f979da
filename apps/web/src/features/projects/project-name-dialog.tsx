import { PROJECT_NAME_MAX } from '@plotplan/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/form/text-field';
import { useT } from '../../lib/i18n';

interface ProjectNameDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialName: string;
  readonly pending: boolean;
  readonly serverError?: string | undefined;
  readonly onSubmit: (name: string) => void;
  readonly onClose: () => void;
}

/** Name a new project or rename one; validated before sending. */
export function ProjectNameDialog({
  open,
  title,
  submitLabel,
  initialName,
  pending,
  serverError,
  onSubmit,
  onClose,
}: ProjectNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('projects.nameRequired'));
    if (trimmed.length > PROJECT_NAME_MAX)
      return setError(t('projects.nameTooLong', { max: PROJECT_NAME_MAX }));
    setError(undefined);
    onSubmit(trimmed);
  };
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form" aria-label={title}>
        <TextField
          label={t('projects.name')}
          value={name}
          onValueChange={setName}
          error={error ?? serverError}
          autoFocus
          maxLength={PROJECT_NAME_MAX}
          hint={t('projects.nameHint', { max: PROJECT_NAME_MAX })}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('save.saving') : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
