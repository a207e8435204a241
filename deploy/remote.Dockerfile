# One image per remote: builds that remote only and serves its immutable, versioned artifact
# (/remotes/<remote>/<version>/) with nginx. The API's registry points at it through
# REMOTE_ORIGINS; register the version by running `pnpm release publish <remote>` against the
# API's artifacts folder (see docs/releases.md).
# docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-catalog .
FROM node:20-slim AS build
ARG REMOTE
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "${REMOTE}..." \
 && ARTIFACTS_DIR=/artifacts node scripts/release.mjs publish "${REMOTE}" --offline

FROM nginx:1.27-alpine
ARG REMOTE
COPY --from=build /artifacts/remotes/${REMOTE} /usr/share/nginx/html/remotes/${REMOTE}
COPY deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
