import type { MultipartFile } from '@fastify/multipart';
import { apiErrorSchema, MAX_UPLOAD_BYTES, MESSAGES, updateProfileBodySchema, userUpdateResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { reencodeImage, UnsupportedImageError } from '../../lib/images';
import { currentUser } from '../../plugins/app/current-user';
import type { ProfileChanges } from './users.service';
import { toPublicUser } from './users.service';
import { noStore } from '../../lib/no-store';

/** Profile pictures are stored as 512×512 WebP (ours: twice the largest size the profile screen shows). */
export const PROFILE_IMAGE_SIZE = 512;

/** The multipart field of docs/product/accounts.md#profile. */
const PROFILE_IMAGE_FIELD = 'profileImage';

const notAnImage = () => new HttpError(415, MESSAGES.profile.imageType);

/** The uploaded file's bytes, at most 5 MB (docs/product/accounts.md#profile); 413 beyond. */
async function readProfileImage(part: MultipartFile | undefined): Promise<Buffer> {
  if (part?.fieldname !== PROFILE_IMAGE_FIELD) throw new HttpError(400, MESSAGES.profile.imageType);
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MESSAGES.profile.imageTooLarge);
    throw err;
  }
}

/**
 * The user's own profile; docs/product/site.md#the-api-contract keeps its paths under /auth (users module index: moreRoutes).
 * A password change goes through the auth service (current password check, limits, sessions).
 *
 * docs/product/accounts.md#profile PUT /auth/updateprofile and POST /auth/upload-profile-image: the caller's own account only. */
export const profileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);
  app.put(
    '/updateprofile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Update your profile fields, or change your password (currentPassword + password)',
        body: updateProfileBodySchema,
        response: { 200: userUpdateResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { currentPassword, password, name, address, phone, country, language } = request.body;
      const changes: ProfileChanges = Object.fromEntries(
        Object.entries({ name, address, phone, country, language }).filter(([, value]) => value !== undefined),
      );
      // The schema makes sure currentPassword is given whenever password is.
      const passwordChange = password !== undefined ? { currentPassword: currentPassword ?? '', password, ip: request.ip } : undefined;
      const { user, passwordChanged } = await app.authService.updateProfile(currentUser(request), changes, passwordChange);
      return {
        success: true as const,
        message: passwordChanged ? MESSAGES.newPassword.updated : 'Profile updated successfully!',
        user: toPublicUser(user),
      };
    },
  );

  app.post(
    '/upload-profile-image',
    {
      onRequest: app.authenticate,
      config: { rateLimit: app.routeLimits.upload, multipartForm: { file: PROFILE_IMAGE_FIELD } },
      schema: {
        tags: ['auth'],
        summary: 'Upload your profile picture (multipart field profileImage; JPEG, PNG, GIF or WEBP; at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: userUpdateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          // The file store is unavailable (S3 down, decision 048): nothing saved.
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (!request.isMultipart()) throw notAnImage();
      const data = await readProfileImage(await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }));

      let image;
      try {
        image = await reencodeImage(data, { width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE, fit: 'cover' });
      } catch (err) {
        if (err instanceof UnsupportedImageError) {
          request.log.info({ reason: err.message }, 'profile image refused');
          throw notAnImage();
        }
        throw err;
      }

      const key = await app.storage.put(image.data, image.kind);
      const result = await app.usersService.setProfileImage(caller.id, key);
      if (!result) {
        await app.storage.delete(key);
        throw new HttpError(401, MESSAGES.api.unauthorized);
      }
      if (result.previousKey) {
        await app.storage.delete(result.previousKey).catch((err: unknown) => request.log.warn({ err }, 'old profile image not deleted'));
      }
      return { success: true as const, message: 'Profile image updated successfully!', user: result.user };
    },
  );
  done();
};
