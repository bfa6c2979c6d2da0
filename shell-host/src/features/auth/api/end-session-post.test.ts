import { postAsForm } from './end-session-post';

describe('sign-out by POST (issue 18)', () => {
  test('[S1-AUTH-26] the end-session request is posted as a form with its query parameters as fields', () => {
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    try {
      postAsForm(
        'http://localhost:4001/session/end?id_token_hint=a.b.c&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fsignout-callback&state=s1',
      );
      expect(submitted).toHaveLength(1);
      const form = submitted[0]!;
      expect(form.method).toBe('post');
      expect(form.action).toBe('http://localhost:4001/session/end');
      expect(Object.fromEntries(new FormData(form))).toEqual({
        id_token_hint: 'a.b.c',
        post_logout_redirect_uri: 'http://localhost:3000/signout-callback',
        state: 's1',
      });
    } finally {
      submit.mockRestore();
    }
  });
});
