#!/usr/bin/env python3
"""Helps write oracle manifests: records manifests/NAME.pp, and while Puppet rejects it, drops
the site.pp line the error names (a class Puppet cannot compile on the test node) and retries.
Usage: prune.py NAME..."""
import re, subprocess, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
for name in sys.argv[1:]:
    path = 'manifests/%s.pp' % name
    for attempt in range(40):
        r = subprocess.run(['ruby', 'record.rb', path, name + '.json'], capture_output=True, text=True)
        out = r.stdout + r.stderr
        m = re.search(r'renders$', out, re.M)
        if r.returncode == 0 and m:
            print(out.strip().splitlines()[-1])
            break
        errs = [l for l in out.splitlines() if 'Error:' in l]
        lines = open(path).read().split('\n')
        mm = re.search(r'site\.pp, line: (\d+)', out)
        mod = re.search(r'/usr/share/puppet/modules/([a-z_0-9-]+)/manifests', out)
        if mm:
            n = int(mm.group(1))
        elif mod:
            # the error is inside a module: drop the first site.pp line using that module
            hits = [i for i, l in enumerate(lines) if re.search(r"['\s]%s(::|')" % re.escape(mod.group(1)), l)]
            if not hits:
                print(name, 'cannot prune:', errs[:1])
                break
            n = hits[0] + 1
        else:
            print(name, 'cannot prune:', errs[:1])
            break
        print('%s: dropping line %d: %s' % (name, n, (errs[0] if errs else '')[:200]))
        del lines[n - 1]
        open(path, 'w').write('\n'.join(lines))
