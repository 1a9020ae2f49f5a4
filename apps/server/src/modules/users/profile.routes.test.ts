import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type AuthResponse, type PublicUser } from '@wallart/shared';
import { bearer, buildAuthTestApp, login, PASSWORD, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type UserAnswer = { success: boolean; message: string; user: PublicUser };

const updateProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/updateprofile', payload, headers: bearer(token) });

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----wallart-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string | null, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-profile-image',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const photo = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })[format]().toBuffer();

describe('PUT /api/auth/updateprofile', () => {
  it('updates the sent profile fields only, and ignores role and email', async () => {
    const { token, user } = await signedInUser(t.app);
    const res = await updateProfile(token, { name: 'Jane Smith', phone: '+1 555 010 9999', country: 'Canada', role: 'admin', isAdmin: true, email: 'other@example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json<UserAnswer>();
    expect(body.success).toBe(true);
    expect(body.message).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ ...user, name: 'Jane Smith', phone: '+1 555 010 9999', country: 'Canada', role: 'user', isAdmin: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ data: PublicUser }>().data).toEqual(body.user);
  });

  it('checks the fields (400) and needs a token (401)', async () => {
    const { token } = await signedInUser(t.app);
    expect((await updateProfile(token, { phone: '12' })).statusCode).toBe(400);
    expect((await updateProfile(token, { country: 'Atlantis' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/updateprofile', payload: { name: 'X' } })).statusCode).toBe(401);
  });

  it('changes the password with the right current one and ends the other sessions, not this one', async () => {
    const { token, email } = await signedInUser(t.app);
    const other = (await login(t.app, { email, password: PASSWORD })).json<AuthResponse>().token;
    const res = await updateProfile(token, { currentPassword: PASSWORD, password: 'Changed#789' });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserAnswer>().message).toBe('Password updated successfully!');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: 'Changed#789' })).statusCode).toBe(200);
    expect((await login(t.app, { email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('answers 400 "Current password is incorrect" for a wrong current password and keeps the old one', async () => {
    const { token, email } = await signedInUser(t.app);
    const res = await updateProfile(token, { currentPassword: 'Wrong#123', password: 'Changed#789' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Current password is incorrect' });
    expect((await login(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('needs the current password to set a new one (400)', async () => {
    const { token } = await signedInUser(t.app);
    const res = await updateProfile(token, { password: 'Changed#789' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('currentPassword: Current password is required');
  });

  it('limits current-password guesses like sign-ins (429 with Retry-After)', async () => {
    const { token } = await signedInUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await updateProfile(token, { currentPassword: `Wrong#${i}xx`, password: 'Changed#789' })).statusCode).toBe(400);
    }
    const res = await updateProfile(token, { currentPassword: PASSWORD, password: 'Changed#789' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/upload-profile-image', () => {
  it('re-encodes the picture as a 512×512 WebP without metadata, served from /uploads with a fixed type and nosniff', async () => {
    const { token } = await signedInUser(t.app);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS 6.9271 N 79.8612 E' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(token, multipart('profileImage', 'me.jpg', 'image/jpeg', jpeg));
    expect(res.statusCode).toBe(200);
    const body = res.json<UserAnswer>();
    expect(body.success).toBe(true);
    expect(body.user.profilePicture).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: body.user.profilePicture });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('secret-owner')).toBe(false);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ data: PublicUser }>().data.profilePicture).toBe(body.user.profilePicture);
  });

  it.each(['png', 'gif', 'webp'] as const)('accepts a %s picture', async (format) => {
    const { token } = await signedInUser(t.app);
    const res = await upload(token, multipart('profileImage', `me.${format}`, `image/${format}`, await photo(format, 100, 60)));
    expect(res.statusCode).toBe(200);
  });

  it('deletes the old picture when a new one is uploaded', async () => {
    const { token } = await signedInUser(t.app);
    const first = (await upload(token, multipart('profileImage', 'a.png', 'image/png', await photo('png')))).json<UserAnswer>();
    const second = (await upload(token, multipart('profileImage', 'b.png', 'image/png', await photo('png')))).json<UserAnswer>();
    expect(second.user.profilePicture).not.toBe(first.user.profilePicture);
    expect((await t.app.inject({ method: 'GET', url: first.user.profilePicture })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.user.profilePicture })).statusCode).toBe(200);
  });

  it('refuses a text file named .png (sniffed by content) with 415', async () => {
    const { token } = await signedInUser(t.app);
    const res = await upload(token, multipart('profileImage', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>\n'.repeat(20))));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Unsupported Media Type', message: 'Please select an image file (jpg, png, gif)' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ data: PublicUser }>().data.profilePicture).toBe('');
  });

  it('refuses a truncated image that only starts like a PNG', async () => {
    const { token } = await signedInUser(t.app);
    const png = await photo('png');
    const res = await upload(token, multipart('profileImage', 'cut.png', 'image/png', png.subarray(0, 60)));
    expect(res.statusCode).toBe(415);
  });

  it('refuses 5 MB + 1 byte with 413 "File size should be less than 5MB"', async () => {
    const { token } = await signedInUser(t.app);
    const png = await photo('png', 10, 10);
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    expect(big.length).toBe(MAX_UPLOAD_BYTES + 1);
    const res = await upload(token, multipart('profileImage', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Payload Too Large', message: 'File size should be less than 5MB' });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { token } = await signedInUser(t.app);
    const png = await photo('png', 10, 10);
    const exact = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length)]);
    const res = await upload(token, multipart('profileImage', 'exact.png', 'image/png', exact));
    expect(res.statusCode).toBe(200);
  });

  it('needs a token (401), the profileImage field (400) and a multipart body (415)', async () => {
    const png = await photo('png', 10, 10);
    expect((await upload(null, multipart('profileImage', 'a.png', 'image/png', png))).statusCode).toBe(401);
    const { token } = await signedInUser(t.app);
    const wrongField = await upload(token, multipart('avatar', 'a.png', 'image/png', png));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ message: string }>().message).toBe('Please select an image file (jpg, png, gif)');
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/upload-profile-image', payload: { profileImage: 'x' }, headers: bearer(token) });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for unknown or malformed upload keys', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/jwt-secret' })).statusCode).toBe(404);
  });
});
