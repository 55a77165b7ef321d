package hiera

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// TestDeepMergeChangesLookupKeyCache: Puppet's own behaviour (keycache.go,
// golden forge17_hiera_eyaml_interpolation_merge): a knockout deep merge
// over an eyaml_lookup_key level deletes '--legacy' from that level's
// cached value, so a second lookup of the key in the compile keeps
// 'legacy'; over a yaml_data level, whose values Puppet interpolates anew
// on every lookup, both lookups answer the same. The answers are
// puppet apply 7.23's for the same files with two lookups in site.pp.
func TestDeepMergeChangesLookupKeyCache(t *testing.T) {
	for first, want := range map[string][2]string{
		"lookup_key: eyaml_lookup_key": {"[a, b]", "[a, b, legacy]"},
		"data_hash: yaml_data":         {"[a, b]", "[a, b]"},
	} {
		env := t.TempDir()
		testtree.Write(t, env, map[string]string{
			"hiera.yaml": "version: 5\nhierarchy:\n  - name: secrets\n    " + first + "\n    path: secrets.eyaml\n" +
				"  - name: common\n    path: common.yaml\n",
			"data/secrets.eyaml": "k:\n  features: ['--legacy', b]\n",
			"data/common.yaml": "lookup_options:\n  k:\n    merge: {strategy: deep, knockout_prefix: '--', sort_merged_arrays: true}\n" +
				"k:\n  features: [a, legacy]\n",
		})
		s := New(Options{Environment: "production", EnvironmentDir: env}).NewSession(SessionOptions{})
		for i, w := range want {
			v, err := s.Lookup(&Query{Names: []string{"k"}, Scope: NodeScope("production", values.NewHash(0))})
			if err != nil {
				t.Fatalf("%s: %v", first, err)
			}
			got, _ := v.(*values.Hash).GetString("features")
			if s := values.ToString(got); s != w {
				t.Errorf("%s, lookup %d: %s, Puppet %s", first, i+1, s, w)
			}
		}
	}
}
