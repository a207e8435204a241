import { App, Button, Checkbox, Empty, Input, Menu, Modal, Pagination, Popconfirm, Progress, Select, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { IMAGE_MAX_BYTES_LARGE, resolveImage, showError } from '@mall/shared';
import type { ChatPicture } from '@mall/shared/contracts';
import { checkImage, renamePictureSchema } from '@mall/shared/schemas';
import {
  useAddGroup,
  useDeleteGroup,
  useDeletePicture,
  useMovePictures,
  usePictureGroups,
  usePictures,
  useRenameGroup,
  useRenamePicture,
  useUploadPicture,
  type GroupFilter,
} from '../api/pictures';
import { NAMESPACE } from '../namespace';

/** A name dialog's rule: required (spec section 5: a rename needs a new name), short, and new. */
function useNameCheck() {
  const { t } = useTranslation(NAMESPACE);
  return (name: string, current?: string): string | null => {
    const r = renamePictureSchema.safeParse(name);
    if (!r.success) return t(r.error.issues[0]?.message ?? 'validation.newNameRequired', { ns: 'common' });
    if (current !== undefined && r.data === current) return t('validation.newNameRequired', { ns: 'common' });
    return null;
  };
}

/** Asks for a name (a new group, a rename); refuses blank and unchanged names before the server does. */
function NameDialog({
  title,
  initial,
  open,
  onClose,
  onSave,
}: {
  title: string;
  initial?: string;
  open: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const check = useNameCheck();
  const [name, setName] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('pictures.ok')}
      cancelText={t('pictures.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={(visible) => visible && (setName(initial ?? ''), setError(null))}
      onCancel={onClose}
      onOk={async () => {
        const problem = check(name, initial);
        if (problem) return setError(problem);
        setSaving(true);
        try {
          await onSave(name.trim());
          onClose();
        } catch (err) {
          showError(err, (text) => setError(text));
        } finally {
          setSaving(false);
        }
      }}
    >
      <label className="chat-field">
        <span>{t('pictures.newName')}</span>
        <Input
          value={name}
          autoFocus
          data-testid="chat-name-input"
          status={error ? 'error' : undefined}
          onChange={(e) => (setName(e.target.value), setError(null))}
        />
      </label>
      {error && (
        <p className="chat-error" role="alert" data-testid="chat-name-error">
          {error}
        </p>
      )}
    </Modal>
  );
}

export interface PictureManagerProps {
  open: boolean;
  /** manage: groups, upload, rename, delete, move; pick: one click sends a picture. */
  mode: 'manage' | 'pick';
  onClose: () => void;
  onPick?: (picture: ChatPicture) => void;
}

/** The picture manager of spec section 2: the buyer's chat pictures in groups. */
export function PictureManager({ open, mode, onClose, onPick }: PictureManagerProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [group, setGroup] = useState<GroupFilter>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<
    { kind: 'newGroup' } | { kind: 'renameGroup'; groupId: number; name: string } | { kind: 'rename'; picture: ChatPicture } | null
  >(null);
  const [uploads, setUploads] = useState<{ name: string; progress: number }[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const groups = usePictureGroups();
  const pictures = usePictures(group, page);
  const upload = useUploadPicture();
  const rename = useRenamePicture();
  const remove = useDeletePicture();
  const move = useMovePictures();
  const addGroup = useAddGroup();
  const renameGroup = useRenameGroup();
  const deleteGroup = useDeleteGroup();
  const fail = (err: unknown) => showError(err, (text) => void message.warning(text));

  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const check = checkImage(head, file.size, IMAGE_MAX_BYTES_LARGE);
      if (!check.ok) {
        void message.warning(`${file.name}: ${t(check.error, { ns: 'common' })}`);
        continue;
      }
      setUploads((u) => [...u, { name: file.name, progress: 0 }]);
      const progress = (p: number) => setUploads((u) => u.map((x) => (x.name === file.name ? { ...x, progress: p } : x)));
      try {
        await upload.mutateAsync({ file, groupId: group && group > 0 ? group : null, onProgress: progress });
      } catch (err) {
        fail(err);
      } finally {
        setUploads((u) => u.filter((x) => x.name !== file.name));
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const g = groups.data;
  const groupItems = [
    { key: 'all', label: `${t('pictures.all')} (${g?.total ?? 0})` },
    { key: '0', label: `${t('pictures.ungrouped')} (${g?.ungrouped ?? 0})` },
    ...(g?.groups ?? []).map((x) => ({ key: String(x.groupId), label: `${x.name} (${x.count})` })),
  ];
  const current = g?.groups.find((x) => x.groupId === group);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <Modal
      open={open}
      width={860}
      title={mode === 'pick' ? t('pictures.pickTitle') : t('pictures.title')}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="chat-pictures-close">
          {t('pictures.done')}
        </Button>
      }
      destroyOnHidden
    >
      <div className="chat-pictures" data-testid="chat-picture-manager">
        <nav className="chat-pictures-groups" aria-label={t('pictures.groups')}>
          <Menu
            mode="inline"
            selectedKeys={[group === undefined ? 'all' : String(group)]}
            items={groupItems}
            onClick={({ key }) => {
              setGroup(key === 'all' ? undefined : Number(key));
              setPage(1);
              setSelected([]);
            }}
          />
          <Space direction="vertical" className="chat-pictures-group-actions">
            <Button size="small" block data-testid="chat-new-group" onClick={() => setDialog({ kind: 'newGroup' })}>
              {t('pictures.newGroup')}
            </Button>
            {current && (
              <>
                <Button size="small" block onClick={() => setDialog({ kind: 'renameGroup', groupId: current.groupId, name: current.name })}>
                  {t('pictures.renameGroup')}
                </Button>
                <Popconfirm
                  title={t('pictures.deleteGroupConfirm', { name: current.name })}
                  okText={t('pictures.ok')}
                  cancelText={t('pictures.cancel')}
                  onConfirm={() =>
                    deleteGroup.mutateAsync(current.groupId).then(() => {
                      setGroup(undefined);
                      setPage(1);
                    }, fail)
                  }
                >
                  <Button size="small" block danger>
                    {t('pictures.deleteGroup')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Space>
        </nav>
        <section className="chat-pictures-main">
          <div className="chat-pictures-toolbar">
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept="image/jpeg,image/png,image/gif,image/webp"
              aria-label={t('pictures.upload')}
              data-testid="chat-pictures-upload-input"
              onChange={(e) => void onFiles(e.target.files)}
            />
            <Button type="primary" size="small" onClick={() => fileInput.current?.click()} data-testid="chat-pictures-upload">
              {t('pictures.upload')}
            </Button>
            {mode === 'manage' && selected.length > 0 && (
              <>
                <span>{t('pictures.selected', { count: selected.length })}</span>
                <Select
                  size="small"
                  placeholder={t('pictures.move')}
                  aria-label={t('pictures.moveTo', { count: selected.length })}
                  data-testid="chat-move-select"
                  style={{ minWidth: 140 }}
                  value={null}
                  options={[
                    { value: 0, label: t('pictures.noGroup') },
                    ...(g?.groups ?? []).map((x) => ({ value: x.groupId, label: x.name })),
                  ]}
                  onChange={(value: number | null) =>
                    move.mutateAsync({ pictureIds: selected, groupId: value ? value : null }).then(() => setSelected([]), fail)
                  }
                />
              </>
            )}
          </div>
          {uploads.map((u) => (
            <div key={u.name} className="chat-pictures-progress" data-testid="chat-pictures-progress">
              {t('pictures.uploading', { name: u.name, percent: u.progress })}
              <Progress percent={u.progress} size="small" showInfo={false} />
            </div>
          ))}
          {pictures.isPending ? (
            <Spin />
          ) : !pictures.data?.records.length ? (
            <Empty description={t('pictures.empty')} />
          ) : (
            <ul className="chat-pictures-grid" data-testid="chat-pictures-grid">
              {pictures.data.records.map((p) => (
                <li key={p.pictureId} className="chat-picture" data-testid="chat-picture-item" data-picture-id={p.pictureId}>
                  {mode === 'pick' ? (
                    <button
                      type="button"
                      className="chat-picture-pick"
                      aria-label={t('pictures.pick', { name: p.name })}
                      onClick={() => onPick?.(p)}
                    >
                      <img src={resolveImage(p.url)} alt="" loading="lazy" />
                    </button>
                  ) : (
                    <img src={resolveImage(p.url)} alt={p.name} loading="lazy" />
                  )}
                  <div className="chat-picture-name" title={p.name}>
                    {mode === 'manage' && (
                      <Checkbox
                        checked={selected.includes(p.pictureId)}
                        aria-label={t('pictures.select', { name: p.name })}
                        onChange={(e) => toggle(p.pictureId, e.target.checked)}
                      />
                    )}{' '}
                    <span data-testid="chat-picture-name">{p.name}</span>
                  </div>
                  {mode === 'manage' && (
                    <Space size={0}>
                      <Button
                        size="small"
                        type="link"
                        data-testid="chat-picture-rename"
                        onClick={() => setDialog({ kind: 'rename', picture: p })}
                      >
                        {t('pictures.rename')}
                      </Button>
                      <Popconfirm
                        title={t('pictures.deleteConfirm')}
                        okText={t('pictures.ok')}
                        cancelText={t('pictures.cancel')}
                        onConfirm={() => remove.mutateAsync(p.pictureId).catch(fail)}
                      >
                        <Button size="small" type="link" danger data-testid="chat-picture-delete">
                          {t('pictures.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  )}
                </li>
              ))}
            </ul>
          )}
          {(pictures.data?.total ?? 0) > (pictures.data?.size ?? 24) && (
            <Pagination size="small" current={page} pageSize={pictures.data?.size} total={pictures.data?.total} onChange={setPage} />
          )}
        </section>
      </div>
      <NameDialog
        open={dialog?.kind === 'newGroup'}
        title={t('pictures.newGroup')}
        onClose={() => setDialog(null)}
        onSave={(name) => addGroup.mutateAsync(name)}
      />
      <NameDialog
        open={dialog?.kind === 'renameGroup'}
        title={t('pictures.renameGroup')}
        initial={dialog?.kind === 'renameGroup' ? dialog.name : undefined}
        onClose={() => setDialog(null)}
        onSave={(name) => (dialog?.kind === 'renameGroup' ? renameGroup.mutateAsync({ groupId: dialog.groupId, name }) : Promise.resolve())}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title={t('pictures.rename')}
        initial={dialog?.kind === 'rename' ? dialog.picture.name : undefined}
        onClose={() => setDialog(null)}
        onSave={(name) =>
          dialog?.kind === 'rename' ? rename.mutateAsync({ pictureId: dialog.picture.pictureId, name }) : Promise.resolve()
        }
      />
    </Modal>
  );
}
