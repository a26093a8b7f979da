import { PROJECT_NAME_MAX } from '@plotplan/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/form/text-field';

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
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError('Give the project a name.');
    if (trimmed.length > PROJECT_NAME_MAX) return setError(`Use at most ${PROJECT_NAME_MAX} characters.`);
    setError(undefined);
    onSubmit(trimmed);
  };
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="form" aria-label={title}>
        <TextField
          label="Project name"
          value={name}
          onValueChange={setName}
          error={error ?? serverError}
          autoFocus
          maxLength={PROJECT_NAME_MAX}
          hint={`Up to ${PROJECT_NAME_MAX} characters.`}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
