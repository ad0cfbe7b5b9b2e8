// The bare stack of scripts/bench-first-screen.mjs: the packages StoreOps stands on (React,
// Redux Toolkit with RTK Query, react-redux, React Router's data router, Bootstrap's CSS) and one eagerly
// imported first page, a sign-in form. Nothing else: its first screen is what the stack costs.
import { StrictMode, createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({
    login: build.mutation({ query: (body) => ({ url: 'v1/auth/login', method: 'POST', body }) }),
  }),
});

const auth = createSlice({
  name: 'auth',
  initialState: { accessToken: localStorage.getItem('accessToken'), error: null },
  reducers: {},
});

const store = configureStore({
  reducer: { auth: auth.reducer, [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = api.useLoginMutation();
  const error = useSelector((s) => s.auth.error);
  const onSubmit = (event) => {
    event.preventDefault();
    void login({ email, password });
  };
  return h(
    'main',
    { className: 'container py-5', style: { maxWidth: 420 } },
    h(
      'div',
      { className: 'card shadow-sm' },
      h(
        'div',
        { className: 'card-body p-4' },
        h('h1', { className: 'h4 mb-4' }, 'Sign in'),
        error && h('div', { className: 'alert alert-danger', role: 'alert' }, error),
        h(
          'form',
          { onSubmit, noValidate: true },
          h(
            'div',
            { className: 'mb-3' },
            h('label', { className: 'form-label', htmlFor: 'email' }, 'Email'),
            h('input', { id: 'email', type: 'email', className: 'form-control', value: email, onChange: (e) => setEmail(e.target.value) }),
          ),
          h(
            'div',
            { className: 'mb-3' },
            h('label', { className: 'form-label', htmlFor: 'password' }, 'Password'),
            h('input', {
              id: 'password',
              type: 'password',
              className: 'form-control',
              value: password,
              onChange: (e) => setPassword(e.target.value),
            }),
          ),
          h('button', { type: 'submit', className: 'btn btn-primary w-100', disabled: isLoading }, 'Sign in'),
        ),
      ),
    ),
  );
}

const router = createBrowserRouter([
  { path: '/sign-in', element: h(SignInPage) },
  { path: '*', element: h(Navigate, { to: '/sign-in', replace: true }) },
]);

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(Provider, { store }, h(RouterProvider, { router }))));
