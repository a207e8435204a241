# One image per remote: builds that remote only, then serves its versioned artifact with nginx.
# docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-catalog .
FROM node:20-slim AS build
ARG REMOTE
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "${REMOTE}..." \
 && pnpm --filter "${REMOTE}" run build \
 && node -e "const p=require('./${REMOTE}/package.json');require('fs').writeFileSync('/version',p.version)"

FROM nginx:1.27-alpine
ARG REMOTE
COPY --from=build /repo/${REMOTE}/dist /usr/share/nginx/html/remotes/${REMOTE}/current
COPY deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
