#!/bin/bash
# mkenv.sh CASE_DIR OUT : lay a golden case out for a compile (golden_test.go does the same in Go;
# TestLayoutMatchesMkenv keeps the two identical).
#   OUT/envs/production/   the case's site.pp (as manifests/site.pp) or manifests/, modules/,
#                          hiera.yaml, data/, functions/, types/, lib/, site/, the relative directories environment.conf's
#                          modulepath and manifest name (site-modules/), environment.conf (or one made from the modulepath
#                          file: "modulepath = modules:<its content>", else "modulepath = modules",
#                          so the machine's basemodulepath never leaks into a case)
#   OUT/envs/NAME/         each extra environment the case has under environments/NAME/, verbatim
#   OUT/enc.sh, enc.yaml   the case's ENC: enc.sh as is, or for enc.yaml a script printing it
#   OUT/global/            the case's global Hiera layer (compile with --hiera_config OUT/global/hiera.yaml)
set -e
c=$(cd "$1" && pwd); out=$2
rm -rf "$out"; mkdir -p "$out/envs/production/manifests"; out=$(cd "$out" && pwd)
p=$out/envs/production
[ -f "$c/site.pp" ] && cp "$c/site.pp" "$p/manifests/site.pp"
[ -d "$c/manifests" ] && cp -r "$c/manifests/." "$p/manifests/"
[ -d "$c/modules" ] && cp -r "$c/modules" "$p/modules"
[ -f "$c/hiera.yaml" ] && cp "$c/hiera.yaml" "$p/hiera.yaml"
[ -d "$c/data" ] && cp -r "$c/data" "$p/data"
[ -d "$c/functions" ] && cp -r "$c/functions" "$p/functions"
[ -d "$c/types" ] && cp -r "$c/types" "$p/types"
[ -d "$c/lib" ] && cp -r "$c/lib" "$p/lib"
[ -d "$c/site" ] && cp -r "$c/site" "$p/site"
if [ -f "$c/environment.conf" ]; then cp "$c/environment.conf" "$p/environment.conf"
elif [ -f "$c/modulepath" ]; then echo "modulepath = modules:$(cat "$c/modulepath")" > "$p/environment.conf"
else echo "modulepath = modules" > "$p/environment.conf"; fi
# the directories environment.conf names (modulepath = site-modules:modules), as LayOut's confDirs
for d in $(sed -n 's/^[[:space:]]*\(modulepath\|manifest\)[[:space:]]*=[[:space:]]*//p' "$p/environment.conf" | tr ':' '\n'); do
  case $d in /*|*'$'*) continue ;; esac
  if [ -e "$c/$d" ] && [ ! -e "$p/$d" ]; then cp -r "$c/$d" "$p/$d"; fi
done
if [ -d "$c/environments" ]; then
  for e in "$c/environments"/*/; do e=${e%/}; cp -r "$e" "$out/envs/$(basename "$e")"; done
fi
if [ -f "$c/enc.sh" ]; then cp "$c/enc.sh" "$out/enc.sh"; chmod 755 "$out/enc.sh"
elif [ -f "$c/enc.yaml" ]; then
  cp "$c/enc.yaml" "$out/enc.yaml"
  printf '#!/bin/sh\n# the ENC of this case: prints enc.yaml whatever node it is asked about\ncat "%s/enc.yaml"\n' "$out" > "$out/enc.sh"
  chmod 755 "$out/enc.sh"
fi
[ -d "$c/global" ] && cp -r "$c/global" "$out/global"
exit 0
