# CMS (Strapi 5) image, installed on its own so it keeps React 18. Build from the repository root.
FROM node:20-bookworm-slim AS build
WORKDIR /cms
ENV STRAPI_TELEMETRY_DISABLED=true
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY apps/cms/package.json apps/cms/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY apps/cms ./
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true HOST=0.0.0.0 PORT=1337 DATABASE_CLIENT=postgres
COPY --from=build /cms ./
USER node
EXPOSE 1337
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.status<400?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
