# The shell's production build; the API process serves it (one origin for pages and /api).
FROM node:20-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "shell..." && pnpm --filter shell run build

FROM nginx:1.27-alpine
COPY --from=build /repo/shell/dist /usr/share/nginx/html
COPY deploy/nginx-shell.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
