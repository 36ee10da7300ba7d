vcl 4.1;
# Reference edge for the Qilak Seafood site: caches by the origin's Cache-Control, keeps serving stale pages
# while the origin is down (stale-if-error / grace), and purges by the Surrogate-Key tags the site's
# revalidation endpoint names (xkey soft purge: the next request refreshes in the background).

import std;
import directors;
import xkey;

# The site's web instances; start:cluster rewrites the ports. Each is health-checked.
backend web1 {
  .host = "127.0.0.1";
  .port = "3001";
  .connect_timeout = 2s;
  .first_byte_timeout = 10s;
  .probe = { .url = "/api/health/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}
backend web2 {
  .host = "127.0.0.1";
  .port = "3002";
  .connect_timeout = 2s;
  .first_byte_timeout = 10s;
  .probe = { .url = "/api/health/ready"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new web = directors.round_robin();
  web.add_backend(web1);
  web.add_backend(web2);
}

sub vcl_recv {
  set req.backend_hint = web.backend();
  # X-Forwarded-For: varnishd itself appends client.ip to it before this runs (so no line here: a second append
  # would name the visitor twice). The web instances read the visitor's address from it only on connections from
  # Varnish (TRUSTED_PROXIES), walking it from the end, so an address a client wrote in front of it counts for nothing.

  # PURGE with "xkey-purge: tag1 tag2" from the site's revalidation endpoint.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(403, "Forbidden")); }
    if (req.http.xkey-purge) {
      set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    return (synth(400, "xkey-purge header required"));
  }
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }

  # Staff data and the site's own APIs are personal or dynamic: never from the cache.
  if (req.url ~ "^/(api|napi|staff)(/|$)") { return (pass); }

  # An editor's preview (Next's draft-mode cookie): drafts are rendered for that editor only, never cached or
  # answered from the cache; the cookie is kept so the web server sees it. The web server answers a forged
  # cookie with the published page, so passing it costs no secrecy.
  if (req.http.Cookie ~ "(^|;)\s*__prerender_bypass=") { return (pass); }

  # Pages are the same for every visitor, with one exception: the root's language negotiation ("/" sends a
  # visitor to the market the i18n_redirected cookie names, else to the market of the browser's languages). For
  # "/" that cookie and Accept-Language are kept and become part of the cache key (vcl_hash); every other page is
  # looked up by URL alone, without cookies.
  if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;)\s*i18n_redirected=") {
    set req.http.Cookie = "i18n_redirected=" + regsub(req.http.Cookie, "^(.*;)?\s*i18n_redirected=([^;]*).*$", "\2");
  } else {
    unset req.http.Cookie;
  }
  # Images answer by Accept (AVIF, then WebP, then JPEG/PNG; the site's lib/images/negotiate.ts): the header is
  # reduced to the one format it decides, so the cache keeps one object per format, not one per browser's header.
  if (req.url ~ "^/cms-media/") {
    if (req.http.Accept ~ "(?i)image/avif(?!\s*;\s*q=0(\.0*)?\s*(,|$))") {
      set req.http.Accept = "image/avif";
    } elsif (req.http.Accept ~ "(?i)image/webp(?!\s*;\s*q=0(\.0*)?\s*(,|$))") {
      set req.http.Accept = "image/webp";
    } else {
      set req.http.Accept = "image/*";
    }
  }
  # Normalize compression so one object per encoding at most.
  if (req.http.Accept-Encoding ~ "gzip") { set req.http.Accept-Encoding = "gzip"; } else { unset req.http.Accept-Encoding; }
  return (hash);
}

sub vcl_hash {
  if (req.url ~ "^/(\?|$)") {
    hash_data(req.http.Cookie);
    hash_data(req.http.Accept-Language);
  }
  # falls through to the built-in hash (URL and host)
}

sub vcl_backend_response {
  # The site lists a page's cache tags in Surrogate-Key; xkey indexes the object by them.
  if (beresp.http.Surrogate-Key) { set beresp.http.xkey = beresp.http.Surrogate-Key; }
  # Keep objects long after their TTL so they can be served while the origin is down (stale-if-error).
  set beresp.grace = 7d;
  if (beresp.status >= 500) {
    # Another instance may answer: a stopped or failing web server loses no request.
    if (bereq.retries < 2 && bereq.method == "GET") { return (retry); }
    # A failed render is never cached; a stale copy is used instead when there is one.
    if (bereq.is_bgfetch) { return (abandon); }
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  if (beresp.http.Cache-Control ~ "public" && bereq.url !~ "^/(api|napi|staff)(/|$)") {
    # The root's Set-Cookie (i18n_redirected, chosen from the cookie and Accept-Language that key the object) is
    # the same for every visitor who gets this object, so it is kept and the object is cached with it.
    if (bereq.url ~ "^/(\?|$)" && beresp.http.Set-Cookie ~ "^i18n_redirected=") {
      return (deliver);
    }
    # Any other Set-Cookie on a shared page would be one visitor's state: it never reaches the cache.
    unset beresp.http.Set-Cookie;
  }
  if (beresp.http.Cache-Control ~ "private|no-store") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_backend_error {
  # Instance unreachable (stopped, restarting): try the next one before giving up.
  if (bereq.retries < 2) { return (retry); }
  # Origin unreachable: abandon so a graced (stale) object is delivered if one exists.
  if (bereq.is_bgfetch) { return (abandon); }
}

sub vcl_deliver {
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
  # Internal headers stay at the edge.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
