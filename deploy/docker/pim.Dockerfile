# Product information service image (stands in for the producer's Azure Functions app in non-Azure setups).
FROM node:20-bookworm-slim AS build
WORKDIR /repo
ENV QILAK_SKIP_CMS_INSTALL=1
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages ./packages
COPY apps/pim/package.json apps/pim/package.json
COPY apps/web/package.json apps/web/package.json
COPY scripts/install-cms.mjs scripts/install-cms.mjs
RUN npm ci --no-audit --no-fund
COPY apps/pim ./apps/pim
RUN npm run build -w @qilak/pim && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /repo/apps/pim
ENV NODE_ENV=production HOST=0.0.0.0 PIM_PORT=7071 PIM_DB_FILE=/data/pim.db
COPY --from=build /repo/node_modules /repo/node_modules
COPY --from=build /repo/apps/pim /repo/apps/pim
VOLUME /data
EXPOSE 7071
CMD ["node", "dist/server.js"]
