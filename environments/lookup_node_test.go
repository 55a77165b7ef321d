package environments

import (
	"testing"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// A lookup without a compile finds a module by name as the environment's
// snapshot lists its modules (first on the modulepath, a valid name,
// metadata.json accepted), reading only the module asked for; its data
// answers through the same DataLookup as a compile's.
func TestNodeDataLookupModules(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/environment.conf":                  "modulepath = modules:extra\n",
		"production/modules/good/metadata.json":        `{"name": "x-good", "version": "1.0.0", "author": "x", "license": "Apache-2.0", "summary": "s", "source": "s", "dependencies": []}`,
		"production/modules/good/hiera.yaml":           "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n",
		"production/modules/good/data/common.yaml":     "good::k: \"from %{facts.kind}\"\n",
		"production/modules/refused/metadata.json":     `[1]`,
		"production/modules/refused/manifests/init.pp": "class refused {}\n",
		"production/modules/plain/manifests/init.pp":   "class plain {}\n",
		"production/modules/dup/manifests/init.pp":     "class dup {}\n",
		"production/extra/dup/manifests/a.pp":          "class dup::a {}\n",
		"production/extra/onlyextra/manifests/init.pp": "class onlyextra {}\n",
		"production/modules/Bad/manifests/init.pp":     "class bad {}\n",
		"production/modules/afile":                     "not a module\n",
	}, nil)
	snap := te.get(t, "production")
	d, err := NodeDataLookup("production", te.path("production"), snap.opts.settings, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"good", "refused", "plain", "dup", "onlyextra", "Bad", "bad", "afile", "missing"} {
		m, ok := snap.Module(name)
		dir, found := d.node.modules.dir(name)
		if found != ok || dir != m.Path {
			t.Errorf("module %s: node lookup finds %q (%v), the snapshot %q (%v)", name, dir, found, m.Path, ok)
		}
	}
	facts := values.HashFrom("kind", "test")
	v, err := d.QueryNode(&hiera.Query{Names: []string{"good::k"}, Scope: hiera.NodeScope("production", facts)}, "n1", facts)
	if err != nil || v != "from test" {
		t.Fatalf("good::k: %v, %v", v, err)
	}
}
