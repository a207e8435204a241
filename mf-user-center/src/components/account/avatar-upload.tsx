import { useState } from 'react';
import { Avatar, Button, Flex, Progress, Space, Typography, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useTranslation } from '@mall/shared/react-i18n';
import { IMAGE_MAX_BYTES, resolveImage, uploadFor } from '@mall/shared';
import { useSetAvatar } from '../../api/account';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

/**
 * The avatar: the buyer picks a picture, crops it square, and it uploads with its progress shown;
 * the API checks the bytes (an image, at most 2 MB) and makes it the avatar.
 */
export function AvatarUpload({ pic, name }: { pic: string | null; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const setAvatar = useSetAvatar();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    setPercent(0);
    try {
      const fileKey = await uploadFor(file, 'avatar', { onProgress: setPercent });
      await setAvatar.mutateAsync(fileKey);
      feedback.done('account.avatarSaved');
    } catch (err) {
      feedback.failed(err);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Flex gap={16} align="center" wrap>
      <Avatar size={96} src={pic ? resolveImage(pic) : undefined} alt={t('account.avatar')} data-testid="account-avatar">
        {name.slice(0, 1)}
      </Avatar>
      <Space orientation="vertical" size={4}>
        <ImgCrop
          aspect={1}
          quality={0.9}
          showReset
          modalTitle={t('account.cropTitle')}
          modalOk={t('common.ok')}
          modalCancel={t('common.cancel')}
          resetText={t('account.cropReset')}
          // Cancel and × must stop the upload with *this* Upload's LIST_IGNORE: antd-img-crop resolves
          // its own by default, from 'antd/es/upload', a second copy of the module next to the shared
          // antd, whose marker (made from Date.now()) the page's Upload does not know, so it uploaded.
          onModalCancel={(resolve) => resolve(Upload.LIST_IGNORE)}
        >
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!file.type.startsWith('image/')) {
                feedback.failed(new Error(feedback.rule('validation.fileFormat')));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file }) => void upload(file as File)}
          >
            <Button loading={percent !== null} data-testid="account-avatar-upload">
              {t('account.changeAvatar')}
            </Button>
          </Upload>
        </ImgCrop>
        <Typography.Text type="secondary">{t('account.avatarHint', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })}</Typography.Text>
        {percent !== null && <Progress percent={percent} size="small" data-testid="account-avatar-progress" />}
      </Space>
    </Flex>
  );
}
