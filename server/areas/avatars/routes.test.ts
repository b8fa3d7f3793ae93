import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { signedIn } from '../../api/testing';
import { uploadById, uploadsMeeting } from '../../store/uploads';

setupMockServer();

const png = (...tail: number[]) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...tail]);
const idOf = (avatar: string): string => new URL(avatar, 'http://outpost.test/').searchParams.get('id') ?? '';

// What the contract suite (server/areas/access/profile.routes.test.ts) cannot see through the API:
// the row the picture is kept as.
describe('an avatar, kept as a file row', () => {
  it('holds its bytes, the type they show, its size and whose it is; the account only its path', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.upload<{ avatar: string }>('Authorization/UploadAvatar', {
      file: new File([png(1, 2, 3)], 'me.txt', { type: 'text/plain' }),
    });
    expect(answer.status).toBe(200);
    const row = await uploadById(await liveDb(), idOf(answer.data.avatar));
    expect(row).toMatchObject({
      purpose: 'avatar',
      name: 'me.txt',
      mimeType: 'image/png',
      sizeBytes: 7,
      customerId: 'C001',
      docId: '3',
      uploadedBy: 'seller',
      voided: false,
    });
    expect([...(row?.bytes ?? [])]).toEqual([...png(1, 2, 3)]);
    const info = await seller.get<{ avatar: string }>('Authorization/GetUserInfo');
    expect(info.data.avatar).toBe(answer.data.avatar);
  });

  it('leaves one picture in use per account: the replaced ones voided, kept on record', async () => {
    const operator = await signedIn('admin');
    const upload = async (last: number) =>
      (
        await operator.upload<{ avatar: string }>('Authorization/UploadAvatar', {
          file: new File([png(last)], 'a.png'),
        })
      ).data.avatar;
    const ids = [idOf(await upload(1)), idOf(await upload(2)), idOf(await upload(3))];
    const db = await liveDb();
    const inUse = await uploadsMeeting(db, { purpose: 'avatar', docId: '1', voided: false });
    expect(inUse.map((row) => row.id)).toEqual([ids[2]]);
    const all = await uploadsMeeting(db, { purpose: 'avatar', docId: '1' });
    expect(all.map((row) => row.id).slice(-3)).toEqual(ids);
    // an operator's picture belongs to no customer
    expect(inUse[0].customerId).toBeNull();
  });

  it('writes nothing for a refused picture', async () => {
    const seller = await signedIn('seller2');
    const before = await uploadsMeeting(await liveDb(), { purpose: 'avatar' });
    const refused = await seller.upload('Authorization/UploadAvatar', {
      file: new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
    });
    expect(refused.status).toBe(422);
    expect(await uploadsMeeting(await liveDb(), { purpose: 'avatar' })).toEqual(before);
  });
});
