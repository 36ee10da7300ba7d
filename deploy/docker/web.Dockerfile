# Web (Next.js site) image. Build from the repository root: docker build -f deploy/docker/web.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
ENV NEXT_TELEMETRY_DISABLED=1 QILAK_SKIP_CMS_INSTALL=1
COPY package.json package-lock.json ./
COPY packages ./packages
COPY apps/web/package.json apps/web/package.json
COPY apps/pim/package.json apps/pim/package.json
COPY scripts/install-cms.mjs scripts/install-cms.mjs
RUN npm ci --no-audit --no-fund
COPY apps/web ./apps/web
RUN npm run build -w @qilak/web && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /repo
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/packages ./packages
COPY --from=build /repo/apps/web ./apps/web
WORKDIR /repo/apps/web
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A young generation of 4 MB (short scavenges while catalogues load) and no full collection before the old generation
# reaches 512 MB (none repeated while the heaps grow at start): deploy/README.md, "Health, start and stop".
CMD ["node", "--max-semi-space-size=4", "--initial-old-space-size=512", "dist-server/index.mjs"]
